import { describe, expect, it } from 'vitest';
import { dutchList, INVOICE_PARTY_MESSAGES, missingBuyerFields, missingSellerFields } from '../src/index.ts';

const buyer = {
  display_name: 'Feestboerderij De Wei',
  address_line_1: 'Dorpsstraat 1',
  postal_code: '3581 AB',
  city: 'Utrecht',
  country: 'nl',
};

const identity = {
  identity_company_name: 'Springplezier Verhuur B.V.',
  identity_address_line_1: 'Kanaalweg 12',
  identity_postal_code: '3526 KL',
  identity_city: 'Utrecht',
  identity_country: 'nl',
  identity_coc_id: '81234567',
  identity_vat_id: 'NL862345678B01',
  identity_bank_account_id: 'NL91ABNA0417164300',
  identity_bank_account_holder: 'Springplezier Verhuur B.V.',
};

describe('missingBuyerFields', () => {
  it('accepts a complete Dutch address', () => {
    expect(missingBuyerFields(buyer)).toEqual([]);
  });

  it('names every missing field, treating blanks as missing', () => {
    expect(
      missingBuyerFields({
        display_name: ' ',
        address_line_1: null,
        postal_code: '',
        city: undefined,
        country: 'nl',
      }),
    ).toEqual(['naam', 'adres', 'postcode', 'plaats']);
  });

  it('asks a postcode only for a Dutch address (an empty country counts as Dutch)', () => {
    expect(missingBuyerFields({ ...buyer, postal_code: null, country: 'ie' })).toEqual([]);
    expect(missingBuyerFields({ ...buyer, postal_code: null, country: '' })).toEqual(['postcode']);
    expect(missingBuyerFields({ ...buyer, city: '', postal_code: null, country: 'de' })).toEqual(['plaats']);
  });
});

describe('missingSellerFields', () => {
  it('accepts a complete identity', () => {
    expect(missingSellerFields(identity)).toEqual([]);
  });

  it('names the missing company details in form order', () => {
    expect(missingSellerFields({})).toEqual([
      'bedrijfsnaam',
      'adres',
      'postcode',
      'plaats',
      'KvK-nummer',
      'btw-id',
      'IBAN',
      'rekeninghouder',
    ]);
    expect(
      missingSellerFields({ ...identity, identity_coc_id: '', identity_bank_account_holder: '  ' }),
    ).toEqual(['KvK-nummer', 'rekeninghouder']);
  });

  it('asks the postcode only for a Dutch company', () => {
    expect(missingSellerFields({ ...identity, identity_postal_code: '', identity_country: 'be' })).toEqual(
      [],
    );
    expect(missingSellerFields({ ...identity, identity_postal_code: '' })).toEqual(['postcode']);
  });
});

describe('messages', () => {
  it('lists in Dutch', () => {
    expect(dutchList([])).toBe('');
    expect(dutchList(['adres'])).toBe('adres');
    expect(dutchList(['adres', 'plaats'])).toBe('adres en plaats');
    expect(dutchList(['naam', 'adres', 'plaats'])).toBe('naam, adres en plaats');
    expect(INVOICE_PARTY_MESSAGES.buyerIncomplete(['adres', 'plaats'])).toBe(
      'Het contact mist gegevens die op de factuur moeten staan: adres en plaats.',
    );
    expect(INVOICE_PARTY_MESSAGES.sellerIncomplete(['IBAN'])).toBe(
      'De bedrijfsgegevens (Instellingen) missen gegevens die op de factuur moeten staan: IBAN.',
    );
  });
});
