import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, ticking once a second: the resend countdowns of account and vote codes.
 * The deadline is a clock time, so a throttled background tab still shows the right number when it wakes up.
 */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setUntil(current + Math.max(0, Math.ceil(seconds)) * 1000);
  }, []);

  return { seconds: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
