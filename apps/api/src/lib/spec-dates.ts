/** The spec's written dates, in a given time zone: dd.MM.yyyy, and dd.MM.yyyy HH:mm for moments. */
function partsOf(date: Date, timeZone: string, withTime: boolean): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  return (type) => parts.find((part) => part.type === type)?.value ?? '';
}

export function specDate(date: Date, timeZone: string): string {
  const part = partsOf(date, timeZone, false);
  return `${part('day')}.${part('month')}.${part('year')}`;
}

export function specMoment(date: Date, timeZone: string): string {
  const part = partsOf(date, timeZone, true);
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}
