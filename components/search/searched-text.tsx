'use client';

import { useEffect } from 'react';
import { useSearchedTextStore } from '@/stores/searched-text-store';

/** Says which text this results page shows, for as long as it is on screen: the header's search bar holds it. */
export function SearchedText({ text }: { text: string }) {
  useEffect(() => {
    useSearchedTextStore.setState({ text });
    return () => useSearchedTextStore.setState({ text: null });
  }, [text]);
  return null;
}
