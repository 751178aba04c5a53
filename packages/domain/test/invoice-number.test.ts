import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  counterScopeFor,
  DEFAULT_INVOICE_TEMPLATE,
  INVOICE_TEMPLATE_MESSAGES,
  invoiceNumberAffixes,
  lowestFreeNextId,
  parseInvoiceNumber,
  renderInvoiceNumber,
  templateUsesYear,
  validateInvoiceTemplate,
} from '../src/index.ts';

describe('renderInvoiceNumber', () => {
  it.each([
    ['F{year}-{id}', 2026, 1, 'F2026-0001'],
    ['F{year}-{id}', 2026, 42, 'F2026-0042'],
    ['F{year}-{id}', 2026, 9999, 'F2026-9999'],
    ['F{year}-{id}', 2026, 12345, 'F2026-12345'],
    ['{id}', 2026, 12345, '12345'],
    ['{id}', 2026, 7, '0007'],
    ['INV/{id}/{year}', 2027, 3, 'INV/0003/2027'],
    ['{year}{year}-{id}', 2026, 5, '20262026-0005'],
    ['F{year}-{id}', 999, 1, 'F0999-0001'],
  ])('renders %s for %d/%d as %s', (template, year, id, number) => {
    expect(renderInvoiceNumber(template, { year, id })).toBe(number);
  });

  it('defaults to F{year}-{id}', () => {
    expect(DEFAULT_INVOICE_TEMPLATE).toBe('F{year}-{id}');
    expect(validateInvoiceTemplate(DEFAULT_INVOICE_TEMPLATE)).toBeNull();
  });
});

describe('templateUsesYear and counterScopeFor', () => {
  it('counts per year when the year is shown', () => {
    expect(templateUsesYear('F{year}-{id}')).toBe(true);
    expect(counterScopeFor('F{year}-{id}', 2026)).toBe('2026');
    expect(counterScopeFor('F{year}-{id}', 2027)).toBe('2027');
  });

  it('counts for all time otherwise', () => {
    expect(templateUsesYear('F-{id}')).toBe(false);
    expect(counterScopeFor('F-{id}', 2026)).toBe('all');
    expect(counterScopeFor('{id}', 2027)).toBe('all');
  });
});

describe('validateInvoiceTemplate', () => {
  it.each(['{id}', 'F{year}-{id}', 'F-{id}', '{year}/{id}/x', `${'a'.repeat(36)}{id}`])(
    'accepts %j',
    (template) => {
      expect(validateInvoiceTemplate(template)).toBeNull();
    },
  );

  it('demands {id}', () => {
    expect(validateInvoiceTemplate('F{year}')).toBe('Het sjabloon moet de tag {id} bevatten.');
    expect(validateInvoiceTemplate('')).toBe('Het sjabloon moet de tag {id} bevatten.');
    expect(validateInvoiceTemplate('{ID}')).toBe('Onbekende tag in het sjabloon: {ID}');
  });

  it('allows {id} only once', () => {
    expect(validateInvoiceTemplate('{id}-{id}')).toBe('Het sjabloon mag de tag {id} maar één keer bevatten.');
  });

  it('limits the length to 40 characters', () => {
    expect(validateInvoiceTemplate(`${'a'.repeat(37)}{id}`)).toBe(
      'Het sjabloon mag maximaal 40 tekens lang zijn.',
    );
  });

  it('names an unknown tag', () => {
    expect(validateInvoiceTemplate('F{month}-{id}')).toBe('Onbekende tag in het sjabloon: {month}');
    expect(validateInvoiceTemplate('F{}-{id}')).toBe('Onbekende tag in het sjabloon: {}');
    expect(validateInvoiceTemplate('{jaar}{id}')).toBe('Onbekende tag in het sjabloon: {jaar}');
  });

  it.each(['F\t{id}', 'F{year}\n{id}', '\u0000{id}', '{id}\u007F', 'F\u200B{id}', 'F\u202E{id}'])(
    'refuses invisible characters in %j',
    (template) => {
      expect(validateInvoiceTemplate(template)).toBe(INVOICE_TEMPLATE_MESSAGES.invisibleCharacters);
      expect(INVOICE_TEMPLATE_MESSAGES.invisibleCharacters).toBe(
        'Het sjabloon mag geen onzichtbare tekens bevatten, zoals tabs of regeleinden.',
      );
    },
  );

  it.each(['F{{id}', 'F{id}}', '}F{id}', 'F{year-{id}', '{{year}}-{id}', '{ye{id}ar}', 'F{ {id}'])(
    'refuses a brace outside {year} and {id} in %j',
    (template) => {
      expect(validateInvoiceTemplate(template)).toBe('Gebruik { en } alleen in de tags {year} en {id}.');
    },
  );
});

describe('validateInvoiceTemplate properties', () => {
  const plain = fc.string({ maxLength: 10, unit: 'binary' }).filter((s) => !/[{}\p{Cc}\p{Cf}]/u.test(s));
  const tag = fc.constantFrom('{year}', '');
  const valid = fc
    .tuple(plain, tag, plain, plain)
    .map(([before, year, middle, after]) => `${before}${year}${middle}{id}${after}`)
    .filter((t) => t.length <= 40);

  it('accepts text without braces or invisible characters around the tags', () => {
    fc.assert(fc.property(valid, (template) => validateInvoiceTemplate(template) === null));
  });

  it('refuses any control or format character anywhere', () => {
    const invisible = fc
      .string({ minLength: 1, maxLength: 1, unit: 'binary' })
      .filter((c) => /[\p{Cc}\p{Cf}]/u.test(c));
    fc.assert(
      fc.property(valid, invisible, fc.nat(), (template, char, at) => {
        const i = at % (template.length + 1);
        const bad = `${template.slice(0, i)}${char}${template.slice(i)}`;
        fc.pre(bad.length <= 40);
        return validateInvoiceTemplate(bad) === INVOICE_TEMPLATE_MESSAGES.invisibleCharacters;
      }),
    );
  });

  it('refuses a lone brace anywhere, and what it accepts renders without braces', () => {
    fc.assert(
      fc.property(valid, fc.constantFrom('{', '}'), fc.nat(), (template, brace, at) => {
        const i = at % (template.length + 1);
        const bad = `${template.slice(0, i)}${brace}${template.slice(i)}`;
        fc.pre(bad.length <= 40);
        return validateInvoiceTemplate(bad) !== null;
      }),
    );
    // Templates glued from tags, lone braces, invisible characters and plain text: whatever is
    // accepted renders to a number with no brace and no invisible character left.
    const piece = fc.constantFrom(
      '{year}',
      '{id}',
      '{',
      '}',
      '{ye',
      'ar}',
      'F',
      '-',
      '/',
      ' ',
      '\t',
      '\u200B',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.integer({ min: 1, max: 99_999 }), (pieces, id) => {
        const template = pieces.join('');
        if (validateInvoiceTemplate(template) !== null) return true;
        return !/[{}\p{Cc}\p{Cf}]/u.test(renderInvoiceNumber(template, { year: 2026, id }));
      }),
    );
  });
});

describe('invoice number properties', () => {
  const literal = fc.string({ maxLength: 8 }).filter((s) => !/[{}]/.test(s));
  const template = fc
    .tuple(literal, fc.boolean(), literal, literal)
    .map(([before, withYear, middle, after]) => `${before}${withYear ? '{year}' : ''}${middle}{id}${after}`);

  it('never gives two ids in one scope the same number', () => {
    fc.assert(
      fc.property(
        template,
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (tpl, year, a, b) => {
          fc.pre(a !== b);
          expect(renderInvoiceNumber(tpl, { year, id: a })).not.toBe(
            renderInvoiceNumber(tpl, { year, id: b }),
          );
        },
      ),
    );
  });

  it('never repeats a number across years in the all-time scope', () => {
    fc.assert(
      fc.property(
        template.filter((tpl) => !templateUsesYear(tpl)),
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (tpl, yearA, yearB, a, b) => {
          fc.pre(a !== b);
          expect(counterScopeFor(tpl, yearA)).toBe(counterScopeFor(tpl, yearB));
          expect(renderInvoiceNumber(tpl, { year: yearA, id: a })).not.toBe(
            renderInvoiceNumber(tpl, { year: yearB, id: b }),
          );
        },
      ),
    );
  });

  it('pads ids to at least four digits and keeps them readable', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1900, max: 2100 }),
        (id, year) => {
          const rendered = renderInvoiceNumber('{id}', { year, id });
          expect(rendered.length).toBeGreaterThanOrEqual(4);
          expect(Number(rendered)).toBe(id);
        },
      ),
    );
  });
});

// Templates like the settings form allows: literals (digits too) around an optional {year} and {id}.
const literalArb = fc.string({ maxLength: 8 }).filter((s) => !/[{}]/.test(s));
const templateArb = fc
  .tuple(literalArb, fc.boolean(), literalArb, literalArb)
  .map(([before, withYear, middle, after]) => `${before}${withYear ? '{year}' : ''}${middle}{id}${after}`);
const yearArb = fc.integer({ min: 1900, max: 2100 });

describe('parseInvoiceNumber', () => {
  it.each([
    ['F{year}-{id}', 2026, 'F2026-0042', 42],
    ['F{year}-{id}', 2026, 'F2026-12345', 12345],
    ['{year}-{id}', 2026, '2026-0001', 1],
    ['2026-{id}', 2030, '2026-0001', 1],
    ['INV/{id}/{year}', 2027, 'INV/0003/2027', 3],
    ['{id}', 2026, '0007', 7],
    ['{id}1', 2026, '00011', 1],
  ])('%s in %d reads %s as id %d', (template, year, number, id) => {
    expect(parseInvoiceNumber(template, year, number)).toBe(id);
  });

  it.each([
    ['F{year}-{id}', 2026, 'F2025-0042'],
    ['F{year}-{id}', 2026, 'F2026-42'],
    ['F{year}-{id}', 2026, 'F2026-00042'],
    ['F{year}-{id}', 2026, 'F2026-0000'],
    ['F{year}-{id}', 2026, 'F2026-00a1'],
    ['F{year}-{id}', 2026, 'X2026-0001'],
    ['{id}', 2026, 'F2026-0001'],
    ['no id', 2026, 'no id'],
    ['{id}-{id}', 2026, '0001-0001'],
  ])('%s in %d never renders %s', (template, year, number) => {
    expect(parseInvoiceNumber(template, year, number)).toBeNull();
  });

  it('is the inverse of renderInvoiceNumber', () => {
    fc.assert(
      fc.property(templateArb, yearArb, fc.integer({ min: 1, max: 10_000_000 }), (template, year, id) => {
        expect(parseInvoiceNumber(template, year, renderInvoiceNumber(template, { year, id }))).toBe(id);
      }),
    );
  });
});

describe('invoiceNumberAffixes', () => {
  it('gives the text around {id} with the year filled in', () => {
    expect(invoiceNumberAffixes('F{year}-{id}', 2026)).toEqual({ prefix: 'F2026-', suffix: '' });
    expect(invoiceNumberAffixes('INV/{id}/{year}', 2027)).toEqual({ prefix: 'INV/', suffix: '/2027' });
  });
});

describe('lowestFreeNextId: never a number already given', () => {
  it('is 1 when the template gives none of the given numbers', () => {
    expect(lowestFreeNextId('F{year}-{id}', 2026, [])).toBe(1);
    expect(lowestFreeNextId('F{year}-{id}', 2026, ['F2025-0009', 'INV-0004'])).toBe(1);
  });

  it('sees numbers given under another template that this one would give again', () => {
    // {year}-{id} gave 2026-0001..0003; the template then became 2026-{id} (its own counter).
    const given = ['2026-0001', '2026-0002', '2026-0003'];
    expect(lowestFreeNextId('2026-{id}', 2026, given)).toBe(4);
    expect(lowestFreeNextId('2026-{id}', 2031, given)).toBe(4);
    expect(lowestFreeNextId('{year}-{id}', 2027, given)).toBe(1);
  });

  it('from the answer on, no number the template gives was given; just below it one was', () => {
    fc.assert(
      fc.property(
        templateArb,
        yearArb,
        fc.array(fc.integer({ min: 1, max: 20_000 }), { maxLength: 20 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 50 }),
        (template, year, ids, noise, extra) => {
          const given = new Set([...ids.map((id) => renderInvoiceNumber(template, { year, id })), ...noise]);
          const lowest = lowestFreeNextId(template, year, given);
          for (let id = lowest; id <= lowest + extra; id++) {
            expect(given.has(renderInvoiceNumber(template, { year, id }))).toBe(false);
          }
          if (lowest > 1)
            expect(given.has(renderInvoiceNumber(template, { year, id: lowest - 1 }))).toBe(true);
        },
      ),
    );
  });
});
