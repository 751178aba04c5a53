import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * react-hook-form bindings for the React Aria fields. React Aria fields call `onChange(value)` with
 * the value (not an event), so they are wired through `useController`:
 *
 *   const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), mode: 'all' });
 *   <FormTextField control={control} name="email" label="E-mailadres" type="email" />
 */
export type Binding<T extends FieldValues> = { control: Control<T>; name: FieldPath<T> };
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
