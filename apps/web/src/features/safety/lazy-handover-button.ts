import { lazy } from 'react';

/**
 * The handover papers' button, loaded on first render (the agenda's dialog shows it for a
 * delivery; the agenda itself does not need its code). Render it inside a Suspense.
 */
export const LazyHandoverButton = lazy(() =>
  import('./components/handover-button').then((m) => ({ default: m.HandoverButton })),
);
