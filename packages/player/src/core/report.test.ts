import { describe, expect, it } from 'vitest';
import { canSubmitReport, feedbackText, isReportReason, REPORT_REASONS } from './report';

describe('problem report reasons', () => {
  it('are the four of spec 2 §5, shown in Russian', () => {
    expect(REPORT_REASONS.map((reason) => reason.value)).toEqual(['out_of_sync', 'no_sound', 'poor_quality', 'not_playing']);
    for (const reason of REPORT_REASONS) expect(reason.title).toMatch(/^[А-Я][а-яё ]+$/);
  });

  it('submit is disabled until at least one reason is ticked', () => {
    expect(canSubmitReport([])).toBe(false);
    expect(canSubmitReport(['no_sound'])).toBe(true);
  });

  it('the feedback text is the ticked reasons joined by commas, in list order', () => {
    expect(feedbackText(['not_playing', 'no_sound'])).toBe('Нет звука,Контент не воспроизводится');
  });

  it('recognises only its own reason values', () => {
    expect(isReportReason('no_sound')).toBe(true);
    expect(isReportReason('other')).toBe(false);
  });
});
