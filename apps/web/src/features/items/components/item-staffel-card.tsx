import { parseMoneyInput } from '@app/domain';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { StaffelEditor, StaffelPreview, type StaffelRowText, staffelRowsText } from '../../pricing';
import { useSettings } from '../../settings';

/**
 * "Staffel" on the item form: the company's table (Instellingen → Prijzen), or the article's own,
 * with a preview at the price typed above. `rows` null: the company's.
 */
export function ItemStaffelCard({
  rows,
  onChange,
  price,
  serverError,
}: {
  rows: StaffelRowText[] | null;
  onChange: (rows: StaffelRowText[] | null) => void;
  price: string;
  serverError?: string | undefined;
}) {
  const settings = useSettings();
  const company = settings.data;
  const priceCents = price.trim() === '' ? null : parseMoneyInput(price);
  const shown = rows ?? (company ? staffelRowsText(company.pricing_day_factors) : []);
  return (
    <Card title="Staffel">
      <div className="flex flex-col gap-4">
        <Checkbox
          isSelected={rows !== null}
          onChange={(own) =>
            onChange(own ? staffelRowsText(company?.pricing_day_factors ?? [{ days: 1, factor: 1 }]) : null)
          }
        >
          Eigen staffel voor dit artikel
        </Checkbox>
        {rows === null ? (
          <p className="text-sm text-gray-600">
            Dit artikel volgt de staffel van het bedrijf (Instellingen → Prijzen).
          </p>
        ) : (
          <StaffelEditor idPrefix="item" rows={rows} onChange={onChange} serverError={serverError} />
        )}
        {company ? (
          <StaffelPreview
            testId="item-staffel-preview"
            dayPriceCents={priceCents !== null && priceCents >= 0 ? priceCents : null}
            rows={shown}
            extraDayFactor={company.pricing_extra_day_factor}
            weekend={
              company.pricing_weekend_factor === null
                ? null
                : { factor: company.pricing_weekend_factor, span: company.pricing_weekend_span }
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
