import {
  type PointerEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { PlayerController } from '../core/controller';
import { keyCommand } from '../core/keys';
import type { ThumbnailsPlaylist } from '../core/thumbnails';
import type { PlaybackMedia } from '../shaka/early-playback';
import { useCaptionLayout } from './caption-layout';
import { CenterStatus, RewindIndicator } from './center-status';
import { ControlsBar } from './controls-bar';
import { isActivationOfControl, isTextInput } from './key-target';
import { type OverlayContent, OverlayInfo } from './overlay-info';
import styles from './player.module.css';
import { SettingsPanel } from './settings-panel';
import { SIDE_PANEL_TOGGLE_ATTRIBUTE, SidePanel, type SidePanelContent, SidePanelToggle } from './side-panel';
import { usePlayerText } from './text';
import { TouchControls } from './touch-controls';
import { usePlayerState } from './use-player-state';

/** The elements the media adapter drives. */
export type PlayerMedia = { video: HTMLVideoElement; container: HTMLElement; captions: HTMLElement };

export type PlayerViewProps = {
  controller: PlayerController;
  /** Called with the mounted elements, and with null when they go. */
  onMedia: (media: PlayerMedia | null) => void;
  overlay?: OverlayContent | null;
  thumbnails?: ThumbnailsPlaylist | null;
  sidePanel?: SidePanelContent | null;
  /** Top left, before the content info: the way back to the page the viewer came from. */
  back?: ReactNode;
  /** Bottom right above the controls, shown even when they hide: skip intro, the up-next card. */
  corner?: ReactNode;
  /** Buttons the page adds to the controls; the side panel's opener comes with `sidePanel`. */
  extraButtons?: ReactNode;
  /** Covers the player and takes the keyboard: the view-time limit notice. */
  blocker?: ReactNode;
  /** The ad's own video and controls (issue #19), above the content; the content's controls hide while an ad plays. */
  adLayer?: ReactNode;
  onButtonClick?: (name: string) => void;
  onRetry?: () => void;
  /**
   * Driven by a TV remote, whose arrows move the focus between the controls (its volume keys are the TV's own), so Up
   * and Down are not volume keys; and while the controls are hidden, Enter, Up or Down only shows them, so a press never
   * acts on a button the viewer cannot see.
   */
  remote?: boolean;
  /** The elements of the page's early playback, already showing the stream: shown in place of the view's own. */
  earlyMedia?: PlaybackMedia | null;
};

/** An element made before the view rendered, moved into place as it is: a playing video plays on. */
function Adopted({ element }: { element: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.append(element);
  }, [element]);
  return <div ref={slot} className={styles.adopted} />;
}

/** A remote's Up and Down move the focus between the controls (the page's TV navigation moves it). */
const REMOTE_FOCUS_KEYS = new Set(['ArrowUp', 'ArrowDown']);
/** Keys that would act on a control the viewer cannot see while the controls are hidden. */
const REMOTE_REVEAL_KEYS = new Set(['Enter', 'ArrowUp', 'ArrowDown']);

/** The player screen: renders the core's state and turns the viewer's pointer and keys into core events. */
export function PlayerView(props: PlayerViewProps) {
  const { controller, onMedia, blocker, remote, earlyMedia } = props;
  const { t } = usePlayerText();
  const state = usePlayerState(controller);
  const video = useRef<HTMLVideoElement>(earlyMedia?.video ?? null);
  const container = useRef<HTMLDivElement>(null);
  const captions = useRef<HTMLDivElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  const [canPip, setCanPip] = useState(false);
  const settingsOpen = state.settings !== null;
  const wasSettingsOpen = useRef(settingsOpen);
  const sidePanelOpen = state.isSidePanelOpen && Boolean(props.sidePanel);
  const wasSidePanelOpen = useRef(sidePanelOpen);
  // The viewer's last pointer was a finger: the picture's taps show and hide the controls, and the big buttons show.
  const [touch, setTouch] = useState(false);
  const press = useRef({ touch: false, uiWasShown: false });

  useEffect(() => {
    if (!video.current || !container.current || !captions.current) return;
    onMedia({ video: video.current, container: container.current, captions: earlyMedia?.captions ?? captions.current });
    return () => onMedia(null);
  }, [onMedia, earlyMedia]);

  useEffect(() => {
    setCanPip(typeof document !== 'undefined' && document.pictureInPictureEnabled === true);
  }, []);

  // Closing the settings panel puts the focus back on its button, where the keyboard user opened it.
  useEffect(() => {
    if (wasSettingsOpen.current && !settingsOpen) container.current?.querySelector<HTMLElement>('[data-settings-toggle]')?.focus();
    wasSettingsOpen.current = settingsOpen;
  }, [settingsOpen]);

  // And closing the side panel puts it back on the panel's opener.
  useEffect(() => {
    if (wasSidePanelOpen.current && !sidePanelOpen)
      container.current?.querySelector<HTMLElement>(`[${SIDE_PANEL_TOGGLE_ATTRIBUTE}]`)?.focus();
    wasSidePanelOpen.current = sidePanelOpen;
  }, [sidePanelOpen]);

  useEffect(() => {
    if (blocker) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Browser and system shortcuts (Ctrl+F, Cmd+M) stay theirs; a focused button answers Space itself.
      if (event.ctrlKey || event.metaKey || event.altKey || isActivationOfControl(event.target, event.code)) return;
      const inText = isTextInput(event.target);
      const { singleKeyShortcuts } = controller.getState();
      // A TV remote's channel keys may come with a key name and no key code.
      const code = event.code || event.key;
      if (remote && REMOTE_FOCUS_KEYS.has(code)) return;
      if (keyCommand(code, { isTextInput: inText, singleKeyShortcuts })) event.preventDefault();
      controller.dispatch({ type: 'keyDown', code, repeat: event.repeat, isTextInput: inText });
    };
    const onKeyUp = (event: KeyboardEvent) => controller.dispatch({ type: 'keyUp', code: event.code });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [controller, blocker, remote]);

  const activity = () => controller.dispatch({ type: 'userActivity' });
  // Runs before the page's remote navigation, which leaves a press it finds handled alone.
  const revealFirst = (event: ReactKeyboardEvent) => {
    if (!remote || blocker || controller.getState().isShowUI || !REMOTE_REVEAL_KEYS.has(event.key)) return;
    event.preventDefault();
    activity();
  };
  const pointer = (event: PointerEvent) => {
    if (event.pointerType === 'touch' || event.pointerType === 'mouse') setTouch(event.pointerType === 'touch');
    activity();
  };
  const onButtonClick = props.onButtonClick ?? (() => undefined);
  const chromeShown = state.isShowUI && !blocker && !state.isAdPlaying;
  const captionStyle = useCaptionLayout({ container, video, controls }, chromeShown);

  return (
    <section
      ref={container}
      className={styles.player}
      data-ui={chromeShown ? 'shown' : 'hidden'}
      aria-label={t('region')}
      onPointerMove={pointer}
      onPointerDown={pointer}
      onFocus={activity}
      onKeyDownCapture={revealFirst}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: subtitles are shaka text tracks drawn into the captions layer below */}
      {earlyMedia ? <Adopted element={earlyMedia.video} /> : <video ref={video} className={styles.video} playsInline />}
      <div ref={captions} className={styles.captions} style={captionStyle} data-testid="captions">
        {earlyMedia && <Adopted element={earlyMedia.captions} />}
      </div>
      <div
        className={styles.surface}
        aria-hidden="true"
        // Runs before the player's own pointerdown shows the controls, so it sees whether they were on screen (with the big
        // buttons: a first touch after a mouse finds them missing, so it shows them rather than hiding the rest).
        onPointerDown={(event) => {
          const isTouch = event.pointerType === 'touch';
          press.current = { touch: isTouch, uiWasShown: controller.getState().isShowUI && (!isTouch || touch) };
        }}
        onClick={() => controller.dispatch({ type: 'tapPicture', ...press.current })}
        onDoubleClick={() => {
          if (!press.current.touch) controller.dispatch({ type: 'toggleFullscreen' });
        }}
      />
      <div className={styles.top}>
        {props.back}
        {props.overlay && <OverlayInfo content={props.overlay} />}
      </div>
      <CenterStatus state={state} controller={controller} onRetry={props.onRetry} />
      {touch && chromeShown && <TouchControls state={state} controller={controller} />}
      <RewindIndicator state={state} />
      <div className={styles.bottom}>
        {props.corner && <div className={styles.corner}>{props.corner}</div>}
        <div ref={controls} className={styles.controls}>
          <ControlsBar
            state={state}
            controller={controller}
            thumbnails={props.thumbnails ?? null}
            nowMs={Date.now()}
            extraButtons={
              <>
                {props.sidePanel && (
                  <SidePanelToggle
                    content={props.sidePanel}
                    isOpen={sidePanelOpen}
                    controller={controller}
                    onPress={() => onButtonClick('side_panel')}
                  />
                )}
                {props.extraButtons}
              </>
            }
            onButtonClick={onButtonClick}
            canPip={canPip}
          />
        </div>
      </div>
      <SettingsPanel state={state} controller={controller} />
      {sidePanelOpen && props.sidePanel && <SidePanel content={props.sidePanel} controller={controller} />}
      {props.adLayer}
      {blocker}
    </section>
  );
}
