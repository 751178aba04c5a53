import { describe, expect, it } from 'vitest';
import {
  CREDIT_NOTE_STATUS_LABELS,
  creditNoteSettlementText,
  type InvoiceClosingInput,
  invoiceClosingText,
  invoiceStatusLabel,
  salutationOf,
} from '../src/index.ts';

const base: InvoiceClosingInput = {
  form: 'je',
  kind: 'invoice',
  isConcept: false,
  totalCents: 12_100,
  dueDate: '2026-03-15',
  paidAt: null,
  cashPayment: false,
  reference: 'F2026-0001',
  payee: 'IBAN NL91 ABNA 0417 1643 00',
};

describe('form of address', () => {
  it('opens with the person by name, else a general opening, in the chosen form', () => {
    expect(salutationOf('je', 'Fleur Visser')).toBe('Beste Fleur Visser,');
    expect(salutationOf('u', 'Fleur Visser')).toBe('Geachte Fleur Visser,');
    expect(salutationOf('je', ' ')).toBe('Beste relatie,');
    expect(salutationOf('u', null)).toBe('Geachte relatie,');
  });

  it('asks for payment with je or u, never both', () => {
    const je = invoiceClosingText(base);
    const u = invoiceClosingText({ ...base, form: 'u' });
    expect(je).toBe(
      'Wij verzoeken je vriendelijk het totaalbedrag van € 121,00 vóór 15-03-2026 over te maken op IBAN NL91 ABNA 0417 1643 00, onder vermelding van F2026-0001.',
    );
    expect(u).toContain('Wij verzoeken u vriendelijk');
    expect(u).not.toMatch(/\bje\b/);
    expect(invoiceClosingText({ ...base, form: 'u', paidAt: '2026-03-10' })).toContain('Hartelijk dank!');
    expect(invoiceClosingText({ ...base, paidAt: '2026-03-10' })).toContain('Dank je wel!');
  });
});

describe('credit notes', () => {
  it('state the amount as a positive figure that is settled or refunded, never paid or thanked for', () => {
    const open = invoiceClosingText({ ...base, kind: 'credit_note', totalCents: -5_000 });
    expect(open).toBe('Het bedrag van € 50,00 wordt verrekend of teruggestort.');
    const settled = invoiceClosingText({
      ...base,
      kind: 'credit_note',
      totalCents: -5_000,
      paidAt: '2026-03-10',
    });
    expect(settled).toBe('Het bedrag van € 50,00 wordt verrekend of teruggestort (verrekend op 10-03-2026).');
    for (const text of [open, settled, creditNoteSettlementText(-5_000)]) {
      expect(text).not.toMatch(/betaald|Dank|-€|€ -/);
    }
  });

  it('have statuses of their own: Verrekend, not Betaald', () => {
    expect(invoiceStatusLabel('paid', 'credit_note')).toBe('Verrekend');
    expect(invoiceStatusLabel('paid')).toBe('Betaald');
    expect(Object.values(CREDIT_NOTE_STATUS_LABELS)).not.toContain('Betaald');
  });
});
