import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './app/session';
import { authStore, isSessionActive } from './lib/auth-session';
import './index.css';

startSession();
// Signed in: the calls every signed-in page waits for start while its code loads. Their module
// (with TanStack Query) is not part of the sign-in page's first download.
if (isSessionActive(authStore.get())) {
  void import('./app/prefetch-signed-in').then((module) => module.prefetchSignedInData());
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
