import { ChevronsUpDown } from 'lucide-react';
import { type ComponentType, useId, useRef, useState } from 'react';
import { inputClassName } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import type { ContactComboBox } from './contact-combo-box';
import type { PickedContact } from './picked-contact';

export type { PickedContact } from './picked-contact';

type Props = {
  value: PickedContact | null;
  onChange: (contact: PickedContact | null) => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
};

// React Aria's combo box (popover, list box, collections: about 25 KiB gzipped) loads when the
// field is pointed at or focused, not with the page.
let comboBox: Promise<typeof ContactComboBox> | undefined;
const loadComboBox = () => {
  comboBox ??= import('./contact-combo-box').then((m) => m.ContactComboBox);
  return comboBox;
};

/**
 * The contact field: until the combo box has loaded, a plain field with the same label, value and
 * role; what is typed there carries over, and so does focus (the list then opens as on focus).
 */
export function ContactPicker(props: Props) {
  const { value, errorMessage, isDisabled } = props;
  const [input, setInput] = useState(value?.display_name ?? '');
  const [lastValueId, setLastValueId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== lastValueId) {
    setLastValueId(value?.id ?? null);
    setInput(value?.display_name ?? '');
  }
  const [Combo, setCombo] = useState<ComponentType<Parameters<typeof ContactComboBox>[0]> | null>(null);
  const wantsFocus = useRef(false);
  const closedInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const load = () => {
    void loadComboBox().then((component) => setCombo(() => component));
  };

  if (Combo) {
    return (
      <Combo
        {...props}
        input={input}
        setInput={setInput}
        takeFocus={wantsFocus.current || document.activeElement === closedInput.current}
      />
    );
  }
  return (
    <div className="flex flex-col gap-1.5" onPointerEnter={load}>
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        Contact <span className="text-red-600">*</span>
      </label>
      <div className="relative">
        <input
          ref={closedInput}
          id={id}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? `${id}-error` : undefined}
          autoComplete="off"
          className={cn(
            inputClassName,
            'pr-9 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 disabled:bg-gray-100 disabled:text-gray-500',
            errorMessage && 'border-red-500',
          )}
          placeholder="Zoek een contact op naam…"
          value={input}
          disabled={isDisabled ?? false}
          onChange={(event) => setInput(event.target.value)}
          onFocus={load}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label="Contacten tonen"
          disabled={isDisabled ?? false}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-gray-500"
          onClick={() => {
            wantsFocus.current = true;
            load();
          }}
        >
          <ChevronsUpDown className="size-4" aria-hidden />
        </button>
      </div>
      {errorMessage ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
