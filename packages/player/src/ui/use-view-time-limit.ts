import { useEffect, useState } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';

/** Only frames on screen use the allowance up: not paused, loading, ended or ad time (as viewed time counts). */
const isWatching = (state: PlayerState) => !state.isPaused && !state.isLoading && !state.isEnded && !state.isAdPlaying;

const TICK_S = 1;

/**
 * Spec 2 §6: a signed-in profile with a daily maximum gets `secondsLeft` (null for everyone else). Watching
 * spends it; when nothing is left playback pauses and stays paused. Returns whether the limit is reached.
 */
export function useViewTimeLimit(controller: PlayerController, secondsLeft: number | null | undefined): boolean {
  // Spending is kept per allowance: a new one (the next day, another profile) starts from nothing.
  const [usage, setUsage] = useState({ allowance: secondsLeft, spent: 0 });
  const spent = usage.allowance === secondsLeft ? usage.spent : 0;
  const limited = typeof secondsLeft === 'number';
  const exhausted = limited && secondsLeft - spent <= 0;

  useEffect(() => {
    if (!limited || exhausted) return;
    const timer = setInterval(() => {
      if (!isWatching(controller.getState())) return;
      setUsage((current) => ({ allowance: secondsLeft, spent: (current.allowance === secondsLeft ? current.spent : 0) + TICK_S }));
    }, TICK_S * 1000);
    return () => clearInterval(timer);
  }, [controller, limited, exhausted, secondsLeft]);

  useEffect(() => {
    if (!exhausted) return;
    // Media keys or the picture-in-picture window could start it again: the limit holds against those too.
    const holdPaused = () => {
      if (!controller.getState().isPaused) controller.dispatch({ type: 'togglePlay' });
    };
    holdPaused();
    return controller.subscribe(holdPaused);
  }, [controller, exhausted]);

  return exhausted;
}
