import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SelectProps } from './select-field';
import { ClosedSelectTrigger, type SelectActivation } from './select-trigger';

export type { SelectOption, SelectProps } from './select-field';

const loadSelectField = () => import('./select-field');
const SelectField = lazy(() => loadSelectField().then((module) => ({ default: module.SelectField })));

/**
 * A single-choice dropdown (React Aria Select) over a list of `{id, label}` options.
 *
 * Until it is first opened it is its own closed trigger (select-trigger.tsx): the same label,
 * button and value, named and described the same way. The dropdown itself (React Aria's Select
 * with its popover, list, collection and overlay code, about 20 KiB gzipped) loads when the
 * pointer reaches the field or it gets focus, and takes over on the first press, Enter, Space or
 * arrow key, open as that press asked. A page thus no longer downloads the dropdown before anybody
 * opens one. A field the browser may fill in itself (`autoComplete`) is the dropdown from the
 * start: its hidden native select is what autofill writes to.
 */
export function Select<K extends string = string>(props: SelectProps<K>) {
  const [activation, setActivation] = useState<SelectActivation | null>(null);
  const selected = props.options.find((option) => option.id === props.value);
  const closed = (
    <ClosedSelectTrigger
      label={props.label}
      value={
        selected ? (
          <>
            {selected.icon}
            <span className="truncate">{selected.label}</span>
          </>
        ) : (
          (props.placeholder ?? 'Maak een keuze')
        )
      }
      isPlaceholder={!selected}
      description={props.description}
      errorMessage={props.errorMessage}
      isInvalid={props.isInvalid}
      isDisabled={props.isDisabled}
      isRequired={props.isRequired}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      className={props.className}
      onIntent={() => void loadSelectField()}
      onActivate={activation ? undefined : setActivation}
    />
  );
  if (!activation && !props.autoComplete) return closed;
  // lazy() drops the component's type parameter; the props are the same.
  const Field = SelectField as unknown as (props: SelectProps<K>) => ReactNode;
  return (
    <Suspense fallback={closed}>
      <Field {...props} {...(activation ? { defaultOpen: activation.open, autoFocus: true } : {})} />
    </Suspense>
  );
}
