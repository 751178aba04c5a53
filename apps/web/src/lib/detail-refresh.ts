// Its own module, not in query-client.ts: that one belongs to the entry chunk, and a lazy page
// importing from the entry chunk kept the page from loading in the built app.
/**
 * For the detail view of a record another tab or person may change: reloaded whenever the tab
 * gets focus again (also within staleTime), so a page left open shows the current state.
 */
export const DETAIL_REFRESH = { refetchOnWindowFocus: 'always' } as const;
