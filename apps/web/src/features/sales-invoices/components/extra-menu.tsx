import type { InvoiceModel } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { buttonClassName } from '../../../components/ui/button';
import { loadOnIntent } from '../../../lib/load-on-intent';
import type { ExtraAction } from './extra-menu-popover';

export type { ExtraAction } from './extra-menu-popover';

/** The Extra menu offers only what the server allows for the invoice now. */
export const extraActionsFor = (invoice: InvoiceModel): ExtraAction[] => {
  if (invoice.deleted_at) return ['duplicate'];
  const actions: ExtraAction[] = ['send', 'duplicate'];
  if (invoice.invoice_id === null && invoice.status === 'concept') actions.push('delete');
  // A credit note, or an invoice with credit notes, is final (the server refuses Wijzig factuur).
  const final = invoice.kind === 'credit_note' || invoice.credit_notes.length > 0;
  if (invoice.allowed_transitions.includes('concept') && !final) actions.push('reopen');
  if (invoice.kind === 'invoice' && invoice.status !== 'concept' && invoice.invoice_id !== null)
    actions.push('credit');
  if (invoice.allowed_transitions.includes('paid')) actions.push('paid');
  if (invoice.allowed_transitions.includes('uncollectable')) actions.push('uncollectable');
  return actions;
};

const LABELS: Record<ExtraAction, string> = {
  send: 'Verstuur per e-mail',
  duplicate: 'Dupliceren',
  delete: 'Verwijderen',
  reopen: 'Wijzig factuur',
  paid: 'Markeer als betaald',
  uncollectable: 'Markeer als oninbaar',
  credit: 'Crediteren',
};

const loadMenu = () => import('./extra-menu-popover');
const ExtraMenuPopover = lazy(() => loadMenu().then((m) => ({ default: m.ExtraMenuPopover })));

/**
 * The Extra button; its menu (React Aria's menu in a popover) is loaded when the button is pointed
 * at or focused and mounted only while open: closed, it cost the invoice page a share of its first
 * commit (docs/decisions.md, "Rendering").
 */
export function ExtraMenu({
  invoice,
  onAction,
  isDisabled,
  onIntent,
}: {
  invoice: InvoiceModel;
  onAction: (action: ExtraAction) => void;
  isDisabled?: boolean;
  /** Also called when the button is pointed at or focused: the page loads its dialogs' code. */
  onIntent?: () => Promise<unknown>;
}) {
  // Open, and where focus starts: ArrowUp on the button starts at the last item.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const isOpen = openAt !== null;
  const close = () => setOpenAt(null);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        className={buttonClassName('secondary')}
        isDisabled={isDisabled ?? false}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        {...loadOnIntent(() => Promise.all([loadMenu(), onIntent?.()]))}
        onPress={() => setOpenAt((at) => (at === null ? 'first' : null))}
        onKeyDown={(event) => {
          // As a menu button: the arrow keys open the menu too.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpenAt(event.key === 'ArrowUp' ? 'last' : 'first');
          } else event.continuePropagation();
        }}
      >
        Extra
        <ChevronDown className="size-4" aria-hidden />
      </Button>
      {openAt && (
        <Suspense fallback={null}>
          <ExtraMenuPopover
            triggerRef={trigger}
            autoFocus={openAt}
            items={extraActionsFor(invoice).map((action) => ({ action, label: LABELS[action] }))}
            onClose={close}
            onAction={(action) => {
              close();
              onAction(action);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
