import type { InvoiceModel } from '@app/contracts';
import { ChevronDown } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { buttonClassName } from '../../../components/ui/button';

export type ExtraAction = 'send' | 'duplicate' | 'delete' | 'reopen' | 'paid' | 'uncollectable';

/** The Extra menu offers only what the server allows for the invoice now. */
export const extraActionsFor = (invoice: InvoiceModel): ExtraAction[] => {
  if (invoice.deleted_at) return ['duplicate'];
  const actions: ExtraAction[] = ['send', 'duplicate'];
  if (invoice.invoice_id === null && invoice.status === 'concept') actions.push('delete');
  if (invoice.allowed_transitions.includes('concept')) actions.push('reopen');
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
};

export function ExtraMenu({
  invoice,
  onAction,
  isDisabled,
}: {
  invoice: InvoiceModel;
  onAction: (action: ExtraAction) => void;
  isDisabled?: boolean;
}) {
  const actions = extraActionsFor(invoice);
  return (
    <MenuTrigger>
      <Button className={buttonClassName('secondary')} isDisabled={isDisabled ?? false}>
        Extra
        <ChevronDown className="size-4" aria-hidden />
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-52 rounded-md border border-gray-200 bg-white py-1 shadow-lg outline-none"
      >
        <Menu className="outline-none" onAction={(key) => onAction(key as ExtraAction)}>
          {actions.map((action) => (
            <MenuItem
              key={action}
              id={action}
              className={`cursor-pointer px-3 py-2 text-sm outline-none data-focused:bg-gray-100 ${action === 'delete' ? 'text-red-700' : 'text-gray-800'}`}
            >
              {LABELS[action]}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
