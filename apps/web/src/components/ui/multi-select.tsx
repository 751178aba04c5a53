import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { MultiSelectProps } from './multi-select-field';
import { ClosedSelectTrigger, chosenLabels, type SelectActivation } from './select-trigger';

export type { MultiSelectOption, MultiSelectProps } from './multi-select-field';

const loadMultiSelectField = () => import('./multi-select-field');
const MultiSelectField = lazy(() =>
  loadMultiSelectField().then((module) => ({ default: module.MultiSelectField })),
);

/**
 * A dropdown where several options can be ticked (React Aria Select, selectionMode multiple); the
 * button lists the chosen labels in the order of `options`. Like Select, a closed trigger until it
 * is first opened: the dropdown's code loads on intent (select-trigger.tsx).
 */
export function MultiSelect<K extends string = string>(props: MultiSelectProps<K>) {
  const [activation, setActivation] = useState<SelectActivation | null>(null);
  const closed = (
    <ClosedSelectTrigger
      label={props.label}
      hideLabel={props.hideLabel}
      value={
        <span className="truncate">
          {props.value.length > 0
            ? chosenLabels(props.options, props.value)
            : (props.placeholder ?? 'Niets gekozen')}
        </span>
      }
      isPlaceholder={props.value.length === 0}
      description={props.description}
      className={props.className}
      onIntent={() => void loadMultiSelectField()}
      onActivate={activation ? undefined : setActivation}
    />
  );
  if (!activation) return closed;
  // lazy() drops the component's type parameter; the props are the same.
  const Field = MultiSelectField as unknown as (props: MultiSelectProps<K>) => ReactNode;
  return (
    <Suspense fallback={closed}>
      <Field {...props} defaultOpen={activation.open} autoFocus />
    </Suspense>
  );
}
