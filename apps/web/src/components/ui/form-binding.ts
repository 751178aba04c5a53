import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * react-hook-form bindings for the React Aria fields. React Aria fields call `onChange(value)` with
 * the value (not an event), so they are wired through `useController`:
 *
 *   const { control, handleSubmit } = useForm<Values>({ resolver: zodResolver(schema), mode: 'all' });
 *   <FormTextField control={control} name="email" label="E-mailadres" type="email" />
 */
export type Binding<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /**
   * Fields whose check depends on this one's value (a postcode on its country): a change
   * checks them again at once.
   */
  deps?: FieldPath<T>[];
};
export function useFormField<T extends FieldValues>({ control, name, deps }: Binding<T>) {
  const { field, fieldState } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  return {
    name: field.name,
    value: field.value,
    // react-hook-form checks the dependent fields only once this field counts as touched (in
    // 'onTouched' mode); a change is the moment they can have become right or wrong.
    onChange: deps
      ? (value: unknown) => {
          field.onChange(value);
          field.onBlur();
        }
      : field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    isDisabled: field.disabled,
    errorMessage: fieldState.error?.message,
    isInvalid: fieldState.invalid,
  };
}
