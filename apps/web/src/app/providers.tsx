import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { queryClient } from '../lib/query-client';
import { AppToaster } from './toaster';

/** App-wide providers that do not need the router (those live in RootLayout). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="nl-NL">
        {children}
        <AppToaster />
      </I18nProvider>
    </QueryClientProvider>
  );
}
