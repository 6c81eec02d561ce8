/** Problem report reasons of spec 2 §5, shown in Russian; the value is what analytics and the API store. */
export const REPORT_REASONS = [
  { value: 'out_of_sync', title: 'Видео и звук не синхронизированы' },
  { value: 'no_sound', title: 'Нет звука' },
  { value: 'poor_quality', title: 'Плохое качество изображения' },
  { value: 'not_playing', title: 'Контент не воспроизводится' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export function isReportReason(value: string): value is ReportReason {
  return REPORT_REASONS.some((reason) => reason.value === value);
}

/** Submit stays disabled until at least one reason is ticked (spec 2 §5). */
export function canSubmitReport(reasons: readonly ReportReason[]): boolean {
  return reasons.length > 0;
}

/** The feedback event's text: the ticked reasons' titles joined by commas, in list order (spec 2 §7). */
export function feedbackText(reasons: readonly ReportReason[]): string {
  return REPORT_REASONS.filter((reason) => reasons.includes(reason.value))
    .map((reason) => reason.title)
    .join(',');
}
