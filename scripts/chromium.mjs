/** Debian's Chromium and the flags it needs on this closed network (DESIGN.md); one list for tests and benchmarks. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  // Peers on this one machine meet by their host addresses; Chromium would otherwise hide them behind mDNS names.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
