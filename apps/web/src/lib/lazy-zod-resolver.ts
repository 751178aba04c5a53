import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, a quarter of a form page's
 * JavaScript) loads with the form's first validation instead of with the page: the form shows and
 * takes input at once, and the checks are there by the time a field is left or the form is sent.
 * Put the schema in its own module and create the resolver once, outside the component:
 *
 *   const resolver = lazyZodResolver(() => import('./contact-form-schema').then((m) => m.contactFormSchema));
 *   useForm<ContactFormValues>({ resolver, mode: 'all' });
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let loaded: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    );
    // A failed download is tried again at the next validation instead of being remembered.
    loaded.catch(() => {
      loaded = undefined;
    });
    return (await loaded)(values, context, options);
  };
}
