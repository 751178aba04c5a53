import { Search } from 'lucide-react';
import {
  Button as AriaButton,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Input,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldLabel, fieldClassName, inputClassName } from './field';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'children'> & {
  /** The field's name: shown above it, or only read out with `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  description?: string;
  placeholder?: string;
  className?: string;
};

/**
 * A search box (React Aria SearchField): a magnifier, the typed term, and a clear button
 * ("Zoekterm wissen", 44 px on a phone) while there is a term; Escape clears it too. `onChange`
 * receives the string; debounce it where it asks the server.
 *
 *   <SearchField label="Zoek orders" value={search} onChange={setSearch} placeholder="Zoek op …" />
 */
export function SearchField({
  label,
  hideLabel = false,
  description,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      {...(hideLabel ? { 'aria-label': label } : {})}
      className={cn('group', fieldClassName(className))}
    >
      {!hideLabel && <FieldLabel>{label}</FieldLabel>}
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <Input
          placeholder={placeholder}
          className={cn(inputClassName, 'pr-11 pl-9 sm:pr-9 [&::-webkit-search-cancel-button]:hidden')}
        />
        <AriaButton
          aria-label="Zoekterm wissen"
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded text-gray-500 outline-none group-data-empty:hidden data-focus-visible:ring-2 data-focus-visible:ring-brand-500 sm:right-2 sm:size-auto sm:px-1"
        >
          ×
        </AriaButton>
      </div>
      <FieldDescription>{description}</FieldDescription>
    </AriaSearchField>
  );
}
