import { formatMoney, priceRentalLine, type RentalPricingRules } from '@app/domain';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { parseStaffelRows, type StaffelRowText, staffelPreview } from './staffel-text';

/**
 * A staffel as rows of days and factor (1 dag × 1, 2 dagen × 1,5 …) with "Regel toevoegen" and a
 * remove button per row; each row's problem is shown at its field. Controlled: `rows` and
 * `onChange`. `serverError`: a refusal of the whole table by the server.
 */
export function StaffelEditor({
  rows,
  onChange,
  serverError,
  idPrefix,
}: {
  rows: readonly StaffelRowText[];
  onChange: (rows: StaffelRowText[]) => void;
  serverError?: string | undefined;
  idPrefix: string;
}) {
  const { problems } = parseStaffelRows(rows);
  const set = (index: number, patch: Partial<StaffelRowText>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const last = rows.at(-1);
  return (
    <fieldset className="flex flex-col gap-3" data-testid={`${idPrefix}-staffel`}>
      <legend className="mb-2 text-sm font-medium text-gray-900">Staffel</legend>
      <p className="text-sm text-gray-600">
        De prijs van een huur van N dagen is de dagprijs × de factor van N dagen; tussen twee regels loopt de
        factor gelijkmatig op.
      </p>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
        <div key={index} className="flex items-start gap-2">
          <TextField
            label={`Dagen (regel ${index + 1})`}
            value={row.days}
            onChange={(days) => set(index, { days })}
            inputMode="numeric"
            autoComplete="off"
            className="w-28"
            errorMessage={problems[`${index}.days`]}
          />
          <TextField
            label={`Factor (regel ${index + 1})`}
            value={row.factor}
            onChange={(factor) => set(index, { factor })}
            inputMode="decimal"
            autoComplete="off"
            className="w-32"
            errorMessage={problems[`${index}.factor`]}
          />
          <Button
            variant="ghost"
            className="mt-7"
            aria-label={`Regel ${index + 1} verwijderen`}
            isDisabled={rows.length === 1}
            onPress={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onPress={() =>
            onChange([...rows, { days: String((Number(last?.days) || rows.length) + 1), factor: '' }])
          }
        >
          <Plus className="size-4" aria-hidden />
          Regel toevoegen
        </Button>
      </div>
      {serverError ? (
        <p role="alert" className="text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "1 dag € 100,00 · 2 dagen € 150,00 · …" for a day price, or why there is no preview yet. */
export function StaffelPreview({
  dayPriceCents,
  rows,
  extraDayFactor,
  weekend,
  testId,
}: {
  dayPriceCents: number | null;
  rows: readonly StaffelRowText[];
  extraDayFactor: number | null;
  weekend?: { factor: number; span: RentalPricingRules['weekendSpan'] } | null;
  testId: string;
}) {
  const table = parseStaffelRows(rows).rows;
  if (dayPriceCents === null || table === null || extraDayFactor === null)
    return <p className="text-sm text-gray-600">Vul de staffel en de dagprijs in voor een voorbeeld.</p>;
  const preview = staffelPreview(dayPriceCents, { dayFactors: table, extraDayFactor });
  return (
    <div className="rounded-md bg-gray-50 p-3 text-sm" data-testid={testId} aria-live="polite">
      <p className="font-medium text-gray-900">Voorbeeld bij {formatMoney(dayPriceCents)} per dag</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-gray-700">
        {preview.map((entry) => (
          <li key={entry.days}>
            {entry.label} {formatMoney(entry.cents)}
          </li>
        ))}
        {weekend ? (
          <li>
            weekend ({weekend.span === 'vr-ma' ? 'vr t/m ma' : 'za en zo'}){' '}
            {formatMoney(
              priceRentalLine({
                dayPriceCents,
                // A Saturday and Sunday: the weekend under either span.
                from: '2026-12-12',
                until: '2026-12-13',
                quantity: 1,
                rules: {
                  dayFactors: table,
                  extraDayFactor,
                  weekendFactor: weekend.factor,
                  weekendSpan: weekend.span,
                },
              }).totalCents,
            )}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
