import { useCallback, useSyncExternalStore } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerState } from '../core/state';

/** The controller's state as React state: one subscription, re-rendered only when the core made a new state. */
export function usePlayerState(controller: PlayerController): PlayerState {
  const subscribe = useCallback((onChange: () => void) => controller.subscribe(() => onChange()), [controller]);
  return useSyncExternalStore(subscribe, controller.getState, controller.getState);
}
