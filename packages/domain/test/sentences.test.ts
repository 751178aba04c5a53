import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withFullStop } from '../src/index.ts';

describe('withFullStop', () => {
  it.each([
    ['Springplezier Verhuur B.V.', 'Springplezier Verhuur B.V.'],
    ['Springplezier Verhuur', 'Springplezier Verhuur.'],
    ['Jansen B.V. ', 'Jansen B.V.'],
    ['Feest & Co', 'Feest & Co.'],
    ['Wat leuk!', 'Wat leuk!'],
    ['Klopt dat?', 'Klopt dat?'],
    ['Enzovoort…', 'Enzovoort…'],
    ['', '.'],
  ])('%j → %j', (text, sentence) => {
    expect(withFullStop(text)).toBe(sentence);
  });

  it('ends every text with exactly one mark of its own or one added dot, never a doubled one', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sentence = withFullStop(text);
        const trimmed = text.trimEnd();
        expect(/[.!?…]$/u.test(sentence)).toBe(true);
        expect(sentence.startsWith(trimmed)).toBe(true);
        expect(sentence.length - trimmed.length).toBeLessThanOrEqual(1);
        // A dot is only added after a text that did not end a sentence.
        if (!/[.!?…]$/u.test(trimmed)) expect(sentence).toBe(`${trimmed}.`);
        else expect(sentence).toBe(trimmed);
        expect(sentence.endsWith('..') && !trimmed.endsWith('..')).toBe(false);
      }),
    );
  });
});
