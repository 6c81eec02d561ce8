import { useEffect, useState } from 'react';

/** How often a guide page looks at the clock: programmes start on whole minutes. */
const GUIDE_TICK_MS = 60_000;

/**
 * Now in Unix seconds for a guide page: the loader's now at first, so the server's render and the browser's agree,
 * then the clock each minute, so what is on air moves on while the page stays open.
 */
export function useNowS(loadedAtS: number): number {
  const [now, setNow] = useState(loadedAtS);
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), GUIDE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
