import { DEFAULT_VOLUME, MUTE_KEY_UNMUTE_VOLUME, VOLUME_KEY_STEP, VOLUME_STEP } from './constants';

export type Sound = { volume: number; isMuted: boolean };

/** Keeps a volume within 0–1 on the 0.01 grid, so repeated ±0.1 steps never drift (0.1 + 0.2 ≠ 0.3). */
export function normalizeVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  const steps = Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP);
  return steps / Math.round(1 / VOLUME_STEP);
}

/** The slider: zero reads as muted, anything above unmutes. */
export function setVolume(volume: number): Sound {
  const next = normalizeVolume(volume);
  return { volume: next, isMuted: next === 0 };
}

/** A volume key: up always unmutes; down to zero mutes. */
export function stepVolume(sound: Sound, direction: 1 | -1): Sound {
  const from = sound.isMuted && direction > 0 ? 0 : sound.volume;
  return setVolume(from + direction * VOLUME_KEY_STEP);
}

/**
 * The mute button and the mute key both toggle; they differ only when unmuting at zero volume, where the
 * button restores DEFAULT_VOLUME and the key sets full volume (spec 2 §5).
 */
export function toggleMute(sound: Sound, by: 'button' | 'key'): Sound {
  const unmuting = sound.isMuted || sound.volume === 0;
  if (!unmuting) return { volume: sound.volume, isMuted: true };
  if (sound.volume > 0) return { volume: sound.volume, isMuted: false };
  return { volume: by === 'key' ? MUTE_KEY_UNMUTE_VOLUME : DEFAULT_VOLUME, isMuted: false };
}
