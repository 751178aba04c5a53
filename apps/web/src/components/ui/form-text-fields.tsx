import type { FieldValues } from 'react-hook-form';
import { type Binding, useFormField } from './form-binding';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { TextField, type TextFieldProps } from './text-field';

export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { value, ref, isDisabled, ...field } = useFormField({ control, name });
  return (
    <TextField
      {...props}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      isDisabled={props.isDisabled || isDisabled}
    />
  );
}

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: Binding<T> & Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { value, ref, isDisabled, ...field } = useFormField({ control, name });
  return (
    <PasswordField
      {...props}
      {...field}
      value={value ?? ''}
      inputRef={ref}
      isDisabled={props.isDisabled || isDisabled}
    />
  );
}
