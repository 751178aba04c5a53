import type { ItemModel } from '@app/contracts';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../components/ui/table';
import { UNIT_STATE_BADGES } from '../item-labels';

/** Voorraad: S/N for rentable units (rows open the unit), Aantal for sellable stock. */
export function StockTab({ item }: { item: ItemModel }) {
  const rentable = item.type === 'rentable';
  return (
    <TableContainer>
      <Table aria-label={`Voorraad (${item.units.length})`}>
        <TableHeader>
          <Column isRowHeader>{rentable ? 'S/N' : 'Aantal'}</Column>
          <Column className="w-40">Status</Column>
        </TableHeader>
        <TableBody
          items={item.units}
          renderEmptyState={() => <EmptyState title="Dit artikel is niet op voorraad." />}
        >
          {(unit) => {
            const badge = UNIT_STATE_BADGES[unit.state];
            return (
              <Row id={unit.id} {...(rentable ? { href: `/items/${item.id}/unit/${unit.uuid}` } : {})}>
                <Cell>{rentable ? (unit.serial_number ?? '—') : unit.quantity}</Cell>
                <Cell>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
