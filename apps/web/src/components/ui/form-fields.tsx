import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from './checkbox';
import { PasswordField, type PasswordFieldProps } from './password-field';
import { Select, type SelectProps } from './select';
import { TextField, type TextFieldProps } from './text-field';

/**
 * react-hook-form bindings for the React Aria fields. React Aria fields call `onChange(value)` with
 * the value (not an event), so they are wired through `useController`:
 *
 *   const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), mode: 'all' });
 *   <FormTextField control={control} name="email" label="E-mailadres" type="email" />
 */
type Binding<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };

export function useFormField<T extends FieldValues>({ control, name }: Binding<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    isDisabled: field.disabled,
    errorMessage: fieldState.error?.message,
    isInvalid: fieldState.invalid,
  };
}

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

export function FormSelect<T extends FieldValues, K extends string = string>({
  control,
  name,
  ...props
}: Binding<T> & Omit<SelectProps<K>, 'name' | 'value' | 'onChange' | 'onBlur'>) {
  const { value, ref: _ref, isDisabled, ...field } = useFormField({ control, name });
  return (
    <Select<K> {...props} {...field} value={value ?? null} isDisabled={props.isDisabled || isDisabled} />
  );
}
