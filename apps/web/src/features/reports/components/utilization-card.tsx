import type { UtilizationRow } from '@app/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Money } from '../../../components/ui/money';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableContainer,
  TableHeader,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

type Ranking = 'utilization' | 'revenue_per_unit';

const RANKINGS: Array<{ id: Ranking; label: string }> = [
  { id: 'utilization', label: 'Benutting' },
  { id: 'revenue_per_unit', label: 'Omzet per eenheid' },
];

const percent = (fraction: number) =>
  `${(fraction * 100).toLocaleString('nl-NL', { maximumFractionDigits: 1, minimumFractionDigits: 0 })}%`;

/** A label before a figure on a phone, where the table's header is hidden. */
const PhoneLabel = ({ children }: { children: string }) => (
  <span className="text-gray-600 sm:hidden">{children} </span>
);

/**
 * The rentable articles ranked by utilisation or by revenue per unit: which castle earns its keep.
 * Each name opens the article (its units and calendar).
 */
export function UtilizationCard({ rows }: { rows: UtilizationRow[] }) {
  const [ranking, setRanking] = useState<Ranking>('utilization');
  const sorted = [...rows].sort((a, b) => b[ranking] - a[ranking] || a.name.localeCompare(b.name, 'nl'));
  return (
    <Card title="Benutting en omzet per artikel">
      <fieldset className="mb-3 flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-sm text-gray-700">Rangschikken op</legend>
        {RANKINGS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={ranking === option.id}
            onClick={() => setRanking(option.id)}
            className={cn(
              'min-h-11 rounded-md border px-3 text-sm font-medium sm:min-h-8',
              ranking === option.id
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <TableContainer>
        <Table aria-label="Artikelen naar benutting en omzet">
          <TableHeader>
            <Column isRowHeader>Artikel</Column>
            <Column align="end">Eenheden</Column>
            <Column align="end">Benutting</Column>
            <Column align="end">Verhuurd / beschikbaar</Column>
            <Column align="end">Omzet excl. btw</Column>
            <Column align="end">Per eenheid</Column>
          </TableHeader>
          <TableBody
            items={sorted}
            renderEmptyState={() => <p className="p-4 text-sm">Geen verhuurartikelen.</p>}
          >
            {(row) => (
              <Row id={row.item_id}>
                <Cell mobile="title">
                  <Link
                    className="inline-flex min-h-11 items-center sm:min-h-0 break-words text-brand-700 underline"
                    to={`/items/${row.item_id}`}
                  >
                    {row.name}
                  </Link>
                </Cell>
                <Cell className="text-right tabular-nums">
                  <PhoneLabel>Eenheden</PhoneLabel>
                  {row.units}
                </Cell>
                <Cell className="text-right font-medium tabular-nums">
                  <PhoneLabel>Benutting</PhoneLabel>
                  {percent(row.utilization)}
                </Cell>
                <Cell className="text-right tabular-nums max-sm:text-left" mobile="full">
                  <PhoneLabel>Verhuurd</PhoneLabel>
                  {row.unit_days_booked} van {row.unit_days_available}
                  <span className="sm:hidden"> dagen</span>
                </Cell>
                <Cell className="text-right">
                  <PhoneLabel>Omzet</PhoneLabel>
                  <Money cents={row.revenue_excl_vat} />
                </Cell>
                <Cell className="text-right" mobile="end">
                  <PhoneLabel>Per eenheid</PhoneLabel>
                  <Money cents={row.revenue_per_unit} className="font-medium" />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
