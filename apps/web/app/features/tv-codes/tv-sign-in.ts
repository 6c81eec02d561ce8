import type { TvCodeStatus } from '@efir/contract';

/** The TV's countdown as m:ss (spec 2 §5: a code lives 10 minutes). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What the TV does after a poll: wait and poll again, draw a new code, or go home signed in. */
export function afterPoll(status: TvCodeStatus): 'poll' | 'newCode' | 'signedIn' {
  if (status.status === 'signed_in') return 'signedIn';
  return status.status === 'expired' || status.expires_in <= 0 ? 'newCode' : 'poll';
}

/** The address the TV shows, without the scheme: what a viewer types. */
export const displayAddress = (origin: string, path: string): string => `${origin.replace(/^https?:\/\//, '')}${path}`;
