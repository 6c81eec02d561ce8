import { normaliseTvCode, type TvNotification } from '@efir/contract';
import { describe, expect, it } from 'vitest';
import { canConnect, initialTvCodeStep, next } from './tv-code-flow';

const notification: TvNotification = {
  event_code: 'ott_tv_activated',
  event_type: 'display',
  display: { display_type: 'panel', message: 'Телевизор подключён', submessage: 'Он в списке устройств', duration: 5 },
};

describe('the TV code rules (spec 2 §5)', () => {
  it('connect is enabled for exactly 6 characters, and disabled for 5 or 7', () => {
    expect(canConnect('AB3D5F', 'tv')).toBe(true);
    expect(canConnect('AB3D5', 'tv')).toBe(false);
    expect(canConnect('AB3D5FG', 'tv')).toBe(false);
    expect(canConnect('', 'tv')).toBe(false);
  });

  it('the code is trimmed before it is counted and sent, and sent upper case', () => {
    expect(canConnect('  ab3d5f ', 'tv')).toBe(true);
    expect(canConnect(' ab3d5 ', 'tv')).toBe(false);
    expect(normaliseTvCode('  ab3d5f\n')).toBe('AB3D5F');
  });

  it('an OTT TV code needs only to be non-empty once trimmed', () => {
    expect(canConnect('x', 'ott')).toBe(true);
    expect(canConnect('SOME-LONGER-CODE', 'ott')).toBe(true);
    expect(canConnect('   ', 'ott')).toBe(false);
  });
});

describe('the TV-code flow (spec 2 §4, §8)', () => {
  it('form, then success with the server’s notification', () => {
    expect(next(initialTvCodeStep('AB3D5F'), { type: 'succeeded', notification }, 'tv')).toEqual({
      step: 'success',
      message: 'Телевизор подключён',
      submessage: 'Он в списке устройств',
    });
  });

  it('a TV code failure is the error step, whose button goes back to an empty form', () => {
    const error = next(initialTvCodeStep('AB3D5F'), { type: 'failed', description: 'Этот код уже использован' }, 'tv');
    expect(error).toEqual({ step: 'error', description: 'Этот код уже использован' });
    expect(next(error, { type: 'back' }, 'tv')).toEqual({ step: 'form', code: '', fieldError: null });
  });

  it('an OTT code failure stays on the form as the field’s error, cleared by typing', () => {
    const failed = next(initialTvCodeStep('XYZ'), { type: 'failed', description: null }, 'ott');
    expect(failed).toEqual({ step: 'form', code: 'XYZ', fieldError: { description: null } });
    const described = next(initialTvCodeStep('XYZ'), { type: 'failed', description: 'Такого кода нет' }, 'ott');
    expect(described).toEqual({ step: 'form', code: 'XYZ', fieldError: { description: 'Такого кода нет' } });
    expect(next(described, { type: 'typed', code: 'XY' }, 'ott')).toEqual({ step: 'form', code: 'XY', fieldError: null });
  });
});
