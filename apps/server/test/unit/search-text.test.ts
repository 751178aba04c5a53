import { describe, expect, it } from 'vitest';
import { parseRecordRef } from '../../src/lib/ids.ts';
import { containsPattern, normalizeSearchText } from '../../src/lib/search-text.ts';

describe('search text', () => {
  it('drops case and accents', () => {
    expect(normalizeSearchText('  José  MÜLLER-Çelik ')).toBe('jose muller-celik');
  });
  it('escapes LIKE wildcards in the term', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('parseRecordRef', () => {
  it('accepts numeric ids and uuids only', () => {
    expect(parseRecordRef('42')).toEqual({ id: 42 });
    expect(parseRecordRef('0F8FAD5B-D9CB-469F-A165-70867728950E')).toEqual({
      uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    for (const junk of ['', '-1', '1.5', '1;drop table', '../etc', 'abc', '9'.repeat(20)])
      expect(parseRecordRef(junk)).toBeNull();
  });

  it('treats ids past the integer range of the id columns as unknown', () => {
    expect(parseRecordRef('2147483647')).toEqual({ id: 2_147_483_647 });
    for (const past of ['2147483648', '999999999999', '99999999999']) expect(parseRecordRef(past)).toBeNull();
  });
});
