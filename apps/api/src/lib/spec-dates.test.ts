import { describe, expect, it } from 'vitest';
import { specDate, specMoment } from './spec-dates.js';

describe('spec dates', () => {
  it('writes dd.MM.yyyy and dd.MM.yyyy HH:mm in the given time zone', () => {
    const at = new Date('2026-12-31T22:30:00Z');
    expect(specDate(at, 'UTC')).toBe('31.12.2026');
    expect(specDate(at, 'Europe/Moscow')).toBe('01.01.2027');
    expect(specMoment(at, 'Europe/Moscow')).toBe('01.01.2027 01:30');
    expect(specMoment(new Date('2026-06-01T00:05:00Z'), 'UTC')).toBe('01.06.2026 00:05');
  });
});
