/** Contacts. The contact form, which the new order uses for a new customer. */
export { ContactForm } from './components/contact-form';
export {
  type ContactFormValues,
  contactFormResolver,
  emptyContactForm,
  toContactBody,
} from './components/contact-form-values';
export { LazyContactFormFields } from './lazy-contact-form-fields';
