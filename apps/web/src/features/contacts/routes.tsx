import type { RouteObject } from 'react-router';

/** Routes of the contacts feature, mounted by src/app/router.tsx inside the auth guard and layout. */
export const contactRoutes: RouteObject[] = [
  {
    path: '/contacts',
    lazy: async () => ({ Component: (await import('./pages/contacts-page')).ContactsPage }),
  },
  {
    path: '/contacts/new',
    lazy: async () => ({ Component: (await import('./pages/contact-new-page')).ContactNewPage }),
  },
  {
    path: '/contacts/:contactId',
    lazy: async () => ({ Component: (await import('./pages/contact-detail-page')).ContactDetailPage }),
  },
  {
    path: '/contacts/:contactId/edit',
    lazy: async () => ({ Component: (await import('./pages/contact-edit-page')).ContactEditPage }),
  },
  {
    path: '/contacts/:contactId/contact_people/new',
    lazy: async () => ({ Component: (await import('./pages/person-pages')).PersonNewPage }),
  },
  {
    path: '/contacts/:contactId/contact_people/:personId/edit',
    lazy: async () => ({ Component: (await import('./pages/person-pages')).PersonEditPage }),
  },
  // After saving, the product navigates to /{domain_id}/contacts/{contact_id}: same detail page.
  {
    path: '/:domainId/contacts/:contactId',
    lazy: async () => ({ Component: (await import('./pages/contact-detail-page')).ContactDetailPage }),
  },
];
