import type { TermsVersion } from '@app/contracts';
import type { TermsVersionRow } from './terms.repository.ts';

export const toTermsVersion = (row: TermsVersionRow): TermsVersion => ({
  number: row.number,
  text: row.text,
  created_at: row.created_at,
  created_by:
    row.email === null ? null : `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim() || row.email,
});
