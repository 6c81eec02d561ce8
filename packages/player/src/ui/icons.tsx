import type { ReactNode } from 'react';

/** 24×24 line icons drawn for the player; decorative, since every button carries its own accessible name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.5.86l11.04-6.86a1 1 0 0 0 0-1.72L9.5 4.28A1 1 0 0 0 8 5.14Z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <rect x="6" y="4.5" width="4" height="15" rx="1.2" />
    <rect x="14" y="4.5" width="4" height="15" rx="1.2" />
  </Icon>
);

export const ReplayIcon = () => (
  <Icon>
    <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8Z" />
  </Icon>
);

export const VolumeIcon = ({ level }: { level: 'muted' | 'low' | 'high' }) => (
  <Icon>
    <path d="M4 9.5v5a1 1 0 0 0 1 1h3l4.3 3.6a1 1 0 0 0 1.7-.8V5.7a1 1 0 0 0-1.7-.8L8 8.5H5a1 1 0 0 0-1 1Z" />
    {level === 'muted' ? (
      <path
        d="m16.3 9.3 1.4-1.4 1.8 1.8 1.8-1.8 1.4 1.4-1.8 1.8 1.8 1.8-1.4 1.4-1.8-1.8-1.8 1.8-1.4-1.4 1.8-1.8Z"
        transform="translate(-1 1)"
      />
    ) : (
      <path d="M16 8.8a4 4 0 0 1 0 6.4l-1.2-1.6a2 2 0 0 0 0-3.2Z" />
    )}
    {level === 'high' && <path d="M18.4 5.6a8 8 0 0 1 0 12.8l-1.2-1.6a6 6 0 0 0 0-9.6Z" />}
  </Icon>
);

export const FullscreenIcon = ({ exit }: { exit: boolean }) => (
  <Icon>
    {exit ? (
      <path d="M8 3h2v7H3V8h5V3Zm6 0h2v5h5v2h-7V3ZM3 14h7v7H8v-5H3v-2Zm11 0h7v2h-5v5h-2v-7Z" />
    ) : (
      <path d="M3 3h7v2H5v5H3V3Zm11 0h7v7h-2V5h-5V3ZM3 14h2v5h5v2H3v-7Zm16 0h2v7h-7v-2h5v-5Z" />
    )}
  </Icon>
);

export const PipIcon = () => (
  <Icon>
    <path d="M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6h-2V5H5v14h6v2H5a2 2 0 0 1-2-2V5Zm10 9a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-6Z" />
  </Icon>
);

export const SettingsIcon = () => (
  <Icon>
    <path d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1l-.4-2.6h-4l-.4 2.6a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L4.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1l.4 2.6h4l.4-2.6a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5Zm-7.4 2.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Z" />
  </Icon>
);

export const CaptionsIcon = ({ on }: { on: boolean }) => (
  <Icon>
    <path
      d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v10h16V7H4Zm2 3.5A1.5 1.5 0 0 1 7.5 9H10v1.5H7.5v3H10V15H7.5A1.5 1.5 0 0 1 6 13.5v-3Zm6 0A1.5 1.5 0 0 1 13.5 9H16v1.5h-2.5v3H16V15h-2.5a1.5 1.5 0 0 1-1.5-1.5v-3Z"
      opacity={on ? 1 : 0.55}
    />
    {!on && <path d="m3 4.4 1.4-1.4 16.6 16.6-1.4 1.4Z" />}
  </Icon>
);

export const BackIcon = () => (
  <Icon>
    <path d="m14.7 5.3 1.4 1.4L10.8 12l5.3 5.3-1.4 1.4L8 12Z" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon>
    <path d="m9.3 5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4L16 12Z" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4Z" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4Z" />
  </Icon>
);

export const SkipIcon = () => (
  <Icon>
    <path d="M5 5.5v13a1 1 0 0 0 1.6.8l8.4-6.5a1 1 0 0 0 0-1.6L6.6 4.7A1 1 0 0 0 5 5.5ZM17 5h2v14h-2z" />
  </Icon>
);

export const ListIcon = () => (
  <Icon>
    <path d="M4 6h2v2H4Zm4 0h12v2H8Zm-4 5h2v2H4Zm4 0h12v2H8Zm-4 5h2v2H4Zm4 0h12v2H8Z" />
  </Icon>
);

/** A circular arrow with the seconds it skips: back (counter-clockwise) or forward. */
export const SkipSecondsIcon = ({ direction, seconds }: { direction: -1 | 1; seconds: number }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <g transform={direction === 1 ? 'matrix(-1 0 0 1 24 0)' : undefined} fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M5.2 8.5A8 8 0 1 1 4 12.5" strokeLinecap="round" />
      <path d="M4.5 4.5v4.3h4.3" strokeLinecap="round" strokeLinejoin="round" />
    </g>
    <text x="12" y="15.6" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor">
      {seconds}
    </text>
  </svg>
);
