/**
 * react-hook-form bindings for the React Aria fields (see form-binding.ts). One module per kind of
 * field, so a page that only has text fields (the sign-in page) does not download the Select and
 * its list box and popover: a module shared between chunks ships with all its exports.
 */
export { type Binding, useFormField } from './form-binding';
export { FormCheckbox } from './form-checkbox';
export { FormSelect } from './form-select';
export { FormPasswordField, FormTextField } from './form-text-fields';
