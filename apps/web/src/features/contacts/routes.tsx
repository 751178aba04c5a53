import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

/**
 * Routes of this feature, mounted by src/app/router.tsx inside the auth guard and the logged-in
 * layout (with an error boundary). Edit only this list: replace a placeholder with your page, e.g.
 *   { path: '/contacts', element: <ContactsPage /> }
 * or split the bundle with
 *   { path: '/contacts', lazy: async () => ({ Component: (await import('./pages/x-page')).ContactsPage }) }
 */
export const contactRoutes: RouteObject[] = [
  { path: '/contacts', element: <PlaceholderPage title="Contacten" /> },
  { path: '/contacts/new', element: <PlaceholderPage title="Contact toevoegen" /> },
  { path: '/contacts/:contactId', element: <PlaceholderPage title="Contact" /> },
  { path: '/contacts/:contactId/edit', element: <PlaceholderPage title="Bewerk contact" /> },
  {
    path: '/contacts/:contactId/contact_people/new',
    element: <PlaceholderPage title="Contactpersoon toevoegen" />,
  },
  {
    path: '/contacts/:contactId/contact_people/:personId/edit',
    element: <PlaceholderPage title="Bewerk contactpersoon" />,
  },
  // After saving, the product navigates to /{domain_id}/contacts/{contact_id}: same detail page.
  { path: '/:domainId/contacts/:contactId', element: <PlaceholderPage title="Contact" /> },
];
