'use client';

import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms; the first value at once (a restored form loads now). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, debounced, delay]);
  return debounced;
}
