import { lazy } from 'react';

/**
 * The signature pad and its dialog, loaded on first render (the agenda's dialog shows them for
 * a job; the agenda itself does not need their code). Render it inside a Suspense.
 */
export const LazyJobSignatureSection = lazy(() =>
  import('./components/job-signature-section').then((m) => ({
    default: m.JobSignatureSection,
  })),
);
