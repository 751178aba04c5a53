import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, fieldClassName, inputClassName } from './field';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Error text; the field is marked invalid when it is set. */
  errorMessage?: string | undefined;
  placeholder?: string;
  className?: string;
  multiline?: boolean;
  rows?: number;
  /** Content at the end of the input (e.g. a reveal button). */
  endAdornment?: ReactNode;
  /** Room kept free for the adornment; `'wide'` fits two icon buttons. */
  endAdornmentWidth?: 'normal' | 'wide';
  inputRef?: Ref<HTMLInputElement>;
  /** data-testid of the input element itself. */
  inputTestId?: string;
};

/**
 * Labelled text input (React Aria). `onChange` receives the string value. With react-hook-form use
 * `FormTextField` (form-fields.tsx) or spread `useFormField(control, name)`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  multiline,
  rows = 4,
  endAdornment,
  endAdornmentWidth = 'normal',
  inputRef,
  inputTestId,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldClassName(className)}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea placeholder={placeholder} rows={rows} className={inputClassName} />
      ) : (
        <div className="relative">
          <Input
            ref={inputRef}
            placeholder={placeholder}
            {...(inputTestId ? { 'data-testid': inputTestId } : {})}
            className={cn(
              inputClassName,
              // A phone's 44 px icon buttons need more room than the 28 px ones from 640 px on.
              endAdornment ? (endAdornmentWidth === 'wide' ? 'pr-24 sm:pr-16' : 'pr-12 sm:pr-10') : '',
            )}
          />
          {endAdornment && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
          )}
        </div>
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
