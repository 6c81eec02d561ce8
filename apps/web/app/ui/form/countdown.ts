import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** spec 1 §9 resend timers: seconds left, counting down each second. */
export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), TICK_MS);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((endsAt - now) / 1000)), start];
}
