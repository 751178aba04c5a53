import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { fieldIconButtonClassName } from './field';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'multiline'>;

/** A TextField of type password with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <AriaButton
          onPress={() => setVisible((v) => !v)}
          aria-label={visible ? 'Tekens verbergen' : 'Tekens tonen'}
          aria-pressed={visible}
          excludeFromTabOrder
          className={cn(fieldIconButtonClassName, 'data-hovered:text-gray-800')}
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </AriaButton>
      }
    />
  );
}
