import { useSyncExternalStore } from 'react';

// Tailwind's `sm`: from here on the sidebar replaces the bottom navigation.
const WIDE = '(min-width: 640px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(WIDE).matches;

/** Whether the window is at least Tailwind's `sm` (640 px) wide; follows resizes. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
