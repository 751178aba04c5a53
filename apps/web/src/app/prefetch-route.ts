import { matchRoutes } from 'react-router';
import { pageRoutes } from './page-routes';

const started = new Set<string>();
/**
 * Starts loading the code of the page at `to` (its lazy route modules) before the navigation
 * itself. The build does not preload the chunks a lazy page needs (see vite.config.ts), so the
 * browser finds them as it reads the page's module; starting that when the pointer reaches the
 * link (or on focus or touch) hides most of the wait on a slow connection. Once per path.
 */
export const prefetchRoute = (to: string) => {
  if (started.has(to)) return;
  started.add(to);
  for (const match of matchRoutes(pageRoutes, to) ?? []) {
    const { lazy } = match.route;
    // A failed load (offline) is tried again by the navigation itself, which then shows the error.
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => started.delete(to));
  }
};

/** Props for a navigation link: load the page's code on intent (hover, focus, touch). */
export const prefetchOnIntent = (to: string) => {
  const prefetch = () => prefetchRoute(to);
  return { onPointerEnter: prefetch, onFocus: prefetch, onPointerDown: prefetch };
};
