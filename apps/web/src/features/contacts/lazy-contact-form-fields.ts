import { lazy } from 'react';

/**
 * The new-contact fields (with the country list), loaded on first render: the new order shows
 * them on its second tab only. Render them inside a Suspense.
 */
export const LazyContactFormFields = lazy(() =>
  import('./components/contact-form').then((m) => ({ default: m.ContactFormFields })),
);
