import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './checkbox';
import { type Binding, useFormField } from './form-binding';

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<CheckboxProps, 'name' | 'isSelected' | 'onChange' | 'onBlur'>) {
  const { value, ref: _ref, isDisabled, errorMessage: _e, ...field } = useFormField({ control, name });
  return (
    <Checkbox {...props} {...field} isSelected={Boolean(value)} isDisabled={props.isDisabled || isDisabled} />
  );
}
