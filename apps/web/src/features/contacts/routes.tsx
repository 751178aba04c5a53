import type { RouteObject } from 'react-router';
import { ContactDetailPage } from './pages/contact-detail-page';
import { ContactEditPage } from './pages/contact-edit-page';
import { ContactNewPage } from './pages/contact-new-page';
import { ContactsPage } from './pages/contacts-page';
import { PersonEditPage, PersonNewPage } from './pages/person-pages';

/** Routes of the contacts feature, mounted by src/app/router.tsx inside the auth guard and layout. */
export const contactRoutes: RouteObject[] = [
  { path: '/contacts', element: <ContactsPage /> },
  { path: '/contacts/new', element: <ContactNewPage /> },
  { path: '/contacts/:contactId', element: <ContactDetailPage /> },
  { path: '/contacts/:contactId/edit', element: <ContactEditPage /> },
  { path: '/contacts/:contactId/contact_people/new', element: <PersonNewPage /> },
  { path: '/contacts/:contactId/contact_people/:personId/edit', element: <PersonEditPage /> },
  // After saving, the product navigates to /{domain_id}/contacts/{contact_id}: same detail page.
  { path: '/:domainId/contacts/:contactId', element: <ContactDetailPage /> },
];
