import type { FieldValues } from 'react-hook-form';
import { type Binding, useFormField } from './form-binding';
import { Select, type SelectProps } from './select';

export function FormSelect<T extends FieldValues, K extends string = string>({
  control,
  name,
  deps,
  ...props
}: Binding<T> & Omit<SelectProps<K>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const {
    value,
    ref: _ref,
    isDisabled,
    ...field
  } = useFormField({ control, name, ...(deps ? { deps } : {}) });
  return (
    <Select<K> {...props} {...field} value={value ?? null} isDisabled={props.isDisabled || isDisabled} />
  );
}
