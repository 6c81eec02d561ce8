import { describe, expect, it } from 'vitest';
import { formatClock, formatRewind } from './time-format';

describe('time display', () => {
  it('shows m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('rewind indicator', () => {
  it('shows signed seconds under a minute', () => {
    expect(formatRewind(15)).toBe('+15');
    expect(formatRewind(-45)).toBe('-45');
    expect(formatRewind(59)).toBe('+59');
  });

  it('shows signed minute:second from a minute', () => {
    expect(formatRewind(60)).toBe('+1:00');
    expect(formatRewind(-75)).toBe('-1:15');
  });

  it('shows signed hour:minute:second from an hour', () => {
    expect(formatRewind(3600)).toBe('+1:00:00');
    expect(formatRewind(-3675)).toBe('-1:01:15');
  });

  it('shows no sign when the rewind has not moved, e.g. clamped at the start', () => {
    expect(formatRewind(0)).toBe('0');
    expect(formatRewind(0.4)).toBe('0');
  });
});
