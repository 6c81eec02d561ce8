import { describe, expect, it } from 'vitest';
import { normalizeVolume, setVolume, stepVolume, toggleMute } from './volume';

describe('volume', () => {
  it('is kept between 0 and 1 on a 0.01 grid', () => {
    expect(normalizeVolume(-0.5)).toBe(0);
    expect(normalizeVolume(1.7)).toBe(1);
    expect(normalizeVolume(0.123)).toBe(0.12);
    expect(normalizeVolume(0.126)).toBe(0.13);
    expect(normalizeVolume(Number.NaN)).toBe(0);
  });

  it('mutes when the slider reaches zero and unmutes above it', () => {
    expect(setVolume(0)).toEqual({ volume: 0, isMuted: true });
    expect(setVolume(0.42)).toEqual({ volume: 0.42, isMuted: false });
  });

  it('changes by 0.1 per volume key without floating-point drift', () => {
    let sound = { volume: 0, isMuted: false };
    for (let press = 0; press < 3; press++) sound = stepVolume(sound, 1);
    expect(sound).toEqual({ volume: 0.3, isMuted: false });
    expect(stepVolume({ volume: 0.95, isMuted: false }, 1).volume).toBe(1);
    expect(stepVolume({ volume: 0.05, isMuted: false }, -1)).toEqual({ volume: 0, isMuted: true });
  });

  it('volume up from muted starts again from zero, so a muted player never jumps loud', () => {
    expect(stepVolume({ volume: 0.9, isMuted: true }, 1)).toEqual({ volume: 0.1, isMuted: false });
  });

  it('the mute button mutes and unmutes keeping the volume', () => {
    expect(toggleMute({ volume: 0.5, isMuted: false }, 'button')).toEqual({ volume: 0.5, isMuted: true });
    expect(toggleMute({ volume: 0.5, isMuted: true }, 'button')).toEqual({ volume: 0.5, isMuted: false });
  });

  it('unmuting at zero volume restores 0.8', () => {
    expect(toggleMute({ volume: 0, isMuted: true }, 'button')).toEqual({ volume: 0.8, isMuted: false });
    expect(toggleMute({ volume: 0, isMuted: false }, 'button')).toEqual({ volume: 0.8, isMuted: false });
  });

  it('the mute key unmuting at zero volume sets 1', () => {
    expect(toggleMute({ volume: 0, isMuted: true }, 'key')).toEqual({ volume: 1, isMuted: false });
    expect(toggleMute({ volume: 0.3, isMuted: true }, 'key')).toEqual({ volume: 0.3, isMuted: false });
    expect(toggleMute({ volume: 0.3, isMuted: false }, 'key')).toEqual({ volume: 0.3, isMuted: true });
  });
});
