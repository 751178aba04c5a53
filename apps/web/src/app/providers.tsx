import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { AppToaster } from './toaster';

/**
 * App-wide providers that do not need the router (those live in RootLayout). TanStack Query's
 * provider is not one of them: it wraps the signed-in routes (query-root.tsx), so the sign-in
 * page's first download does without it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider locale="nl-NL">
      {children}
      <AppToaster />
    </I18nProvider>
  );
}
