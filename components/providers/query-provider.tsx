'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

let browserClient: QueryClient | undefined;

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** One client for the page's life in the browser (the islands share its cache); a new one for each server render. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  return (browserClient ??= newQueryClient());
}

/**
 * React Query for the islands that query the API (search panel, microcart, compare, checkout). Each wraps itself in
 * it, so React Query is not part of the shell's first-load JavaScript (ADR 0025).
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
