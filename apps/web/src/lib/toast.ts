import { requestToaster } from './toaster-request';

export type ToastOptions = { id?: string; duration?: number };
type Tone = 'success' | 'error' | 'info';

const show = (tone: Tone, message: string, options?: ToastOptions) => {
  requestToaster();
  void import('sonner').then(({ toast }) => toast[tone](message, options));
};

/**
 * sonner's toast, loaded with the first toast: sonner (about 9 KB gzipped) is no part of any
 * screen's first download. The Toaster mounts then too (`requestToaster`); a toast made before it
 * mounted is shown when it does.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
