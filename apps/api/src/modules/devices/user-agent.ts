/** spec 1 §3 Device: the web client is an NCWEB device. */
export const WEB_DEVICE_TYPE = 'NCWEB';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Aurora|Sailfish/, 'Aurora OS'],
  [/SmartTV|SMART-TV|Tizen|Web0S|webOS/, 'Smart TV'],
  [/Linux|X11/, 'Linux'],
];

const first = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A device's names from its user agent: title "Chrome, Windows", terminal name "Windows" (the kind of terminal). */
export function describeDevice(userAgent: string): { title: string; terminal_name: string } {
  const browser = first(userAgent, BROWSERS) ?? 'Browser';
  const system = first(userAgent, SYSTEMS);
  return { title: system ? `${browser}, ${system}` : browser, terminal_name: system ?? 'Web' };
}
