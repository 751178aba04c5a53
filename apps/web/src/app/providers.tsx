import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '../lib/constants';
import { queryClient } from '../lib/query-client';

/** App-wide providers that do not need the router (those live in RootLayout). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="nl-NL">
        {children}
        <Toaster
          position="top-right"
          duration={TOAST_DURATION_MS}
          closeButton
          richColors
          toastOptions={{ closeButtonAriaLabel: 'Melding sluiten' }}
        />
      </I18nProvider>
    </QueryClientProvider>
  );
}
