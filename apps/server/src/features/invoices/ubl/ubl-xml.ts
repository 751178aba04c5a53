import { withoutInvalidTextCharacters } from '@app/domain';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import {
  UBL_CUSTOMIZATION_IDS,
  UBL_PROFILE_ID,
  type UblAddress,
  type UblDocument,
  type UblTaxCategory,
} from './ubl-document.ts';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const CURRENCY = 'EUR';

/** Cents as a UBL amount: two decimals. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** A quantity or price with the decimals it needs (at least two for a price). */
const decimal = (value: number, minDecimals: number) => {
  const text = String(Number(value.toFixed(6)));
  const [whole, fraction = ''] = text.split('.');
  return fraction.length >= minDecimals ? text : `${whole}.${fraction.padEnd(minDecimals, '0')}`;
};

/** Stored text that XML may not hold (control characters) is left out; xmlbuilder2 escapes the rest. */
const clean = (value: string) => withoutInvalidTextCharacters(value).trim();

const vatIdOf = (value: string | null) => (value ? value.replace(/[\s.]+/g, '').toUpperCase() : '');

/** Appends `<cbc:name attrs>text</cbc:name>`. */
const cbc = (parent: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) =>
  parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(clean(text)).up();

const cac = (parent: XMLBuilder, name: string) => parent.ele(NS.cac, `cac:${name}`);

const money = (parent: XMLBuilder, name: string, cents: number) =>
  cbc(parent, name, amount(cents), { currencyID: CURRENCY });

const writeAddress = (parent: XMLBuilder, address: UblAddress) => {
  const node = cac(parent, 'PostalAddress');
  cbc(node, 'StreetName', address.street);
  if (address.additionalStreet) cbc(node, 'AdditionalStreetName', address.additionalStreet);
  cbc(node, 'CityName', address.city);
  if (address.postalCode) cbc(node, 'PostalZone', address.postalCode);
  cbc(cac(node, 'Country'), 'IdentificationCode', address.countryCode);
};

const writeTaxCategory = (parent: XMLBuilder, name: string, tax: UblTaxCategory, withReason: boolean) => {
  const node = cac(parent, name);
  cbc(node, 'ID', tax.category);
  // Category O carries no rate (BR-O-05 …); every other one does, 0 for the zero categories.
  if (tax.category !== 'O') cbc(node, 'Percent', decimal(tax.rate, 0));
  if (withReason && tax.exemptionReason) cbc(node, 'TaxExemptionReason', tax.exemptionReason);
  cbc(cac(node, 'TaxScheme'), 'ID', 'VAT');
};

const writeSeller = (root: XMLBuilder, doc: UblDocument) => {
  const seller = doc.seller;
  const party = cac(cac(root, 'AccountingSupplierParty'), 'Party');
  const coc = seller.cocId?.replace(/\s+/g, '') ?? '';
  if (coc) cbc(party, 'EndpointID', coc, { schemeID: '0106' });
  cbc(cac(party, 'PartyName'), 'Name', seller.name);
  writeAddress(party, seller);
  if (doc.showVatIds && seller.vatId) {
    const scheme = cac(party, 'PartyTaxScheme');
    cbc(scheme, 'CompanyID', vatIdOf(seller.vatId));
    cbc(cac(scheme, 'TaxScheme'), 'ID', 'VAT');
  }
  const legal = cac(party, 'PartyLegalEntity');
  cbc(legal, 'RegistrationName', seller.name);
  if (coc) cbc(legal, 'CompanyID', coc, { schemeID: '0106' });
  if (seller.email || seller.phone) {
    const contact = cac(party, 'Contact');
    if (seller.phone) cbc(contact, 'Telephone', seller.phone);
    if (seller.email) cbc(contact, 'ElectronicMail', seller.email);
  }
};

const writeBuyer = (root: XMLBuilder, doc: UblDocument) => {
  const buyer = doc.buyer;
  const party = cac(cac(root, 'AccountingCustomerParty'), 'Party');
  // A Dutch business's KvK number is its Peppol address; anyone else can be reached by e-mail.
  const coc =
    buyer.type === 'business' && buyer.countryCode === 'NL' ? (buyer.cocId?.replace(/\s+/g, '') ?? '') : '';
  if (coc) cbc(party, 'EndpointID', coc, { schemeID: '0106' });
  else if (buyer.email) cbc(party, 'EndpointID', buyer.email, { schemeID: 'EM' });
  cbc(cac(party, 'PartyName'), 'Name', buyer.name);
  writeAddress(party, buyer);
  if (doc.showVatIds && buyer.type === 'business' && buyer.vatId) {
    const scheme = cac(party, 'PartyTaxScheme');
    cbc(scheme, 'CompanyID', vatIdOf(buyer.vatId));
    cbc(cac(scheme, 'TaxScheme'), 'ID', 'VAT');
  }
  const legal = cac(party, 'PartyLegalEntity');
  cbc(legal, 'RegistrationName', buyer.name);
  if (coc) cbc(legal, 'CompanyID', coc, { schemeID: '0106' });
  if (buyer.contactName || buyer.email) {
    const contact = cac(party, 'Contact');
    if (buyer.contactName) cbc(contact, 'Name', buyer.contactName);
    if (buyer.email) cbc(contact, 'ElectronicMail', buyer.email);
  }
};

/**
 * The UBL 2.1 XML of the document, elements in the order the UBL schema prescribes (Invoice and
 * CreditNote differ: the due date, the type code's place, the line's quantity element).
 */
export const writeUblXml = (doc: UblDocument): string => {
  const isCredit = doc.kind === 'credit_note';
  const rootName = isCredit ? 'CreditNote' : 'Invoice';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    isCredit ? NS.creditNote : NS.invoice,
    rootName,
    {
      'xmlns:cac': NS.cac,
      'xmlns:cbc': NS.cbc,
    },
  );

  cbc(root, 'CustomizationID', UBL_CUSTOMIZATION_IDS[doc.profile]);
  cbc(root, 'ProfileID', UBL_PROFILE_ID);
  cbc(root, 'ID', doc.number);
  cbc(root, 'IssueDate', doc.issueDate);
  if (isCredit) {
    cbc(root, 'CreditNoteTypeCode', '381');
  } else {
    cbc(root, 'DueDate', doc.dueDate);
    cbc(root, 'InvoiceTypeCode', '380');
  }
  for (const note of doc.notes) cbc(root, 'Note', note);
  cbc(root, 'DocumentCurrencyCode', CURRENCY);
  cbc(root, 'BuyerReference', doc.buyerReference);
  if (doc.period) {
    const period = cac(root, 'InvoicePeriod');
    cbc(period, 'StartDate', doc.period.start);
    cbc(period, 'EndDate', doc.period.end);
  }
  if (doc.billingReference) {
    const ref = cac(cac(root, 'BillingReference'), 'InvoiceDocumentReference');
    cbc(ref, 'ID', doc.billingReference.number);
    // SI-UBL discourages the preceding invoice's date (BR-NL-24); EN 16931 welcomes it.
    if (doc.profile !== 'si-ubl') cbc(ref, 'IssueDate', doc.billingReference.date);
  }
  if (doc.pdf) {
    const ref = cac(root, 'AdditionalDocumentReference');
    cbc(ref, 'ID', doc.pdf.id);
    cbc(ref, 'DocumentDescription', isCredit ? 'Creditfactuur (PDF)' : 'Factuur (PDF)');
    cbc(cac(ref, 'Attachment'), 'EmbeddedDocumentBinaryObject', doc.pdf.base64, {
      mimeCode: 'application/pdf',
      filename: doc.pdf.fileName,
    });
  }
  writeSeller(root, doc);
  writeBuyer(root, doc);
  if (doc.deliveryDate || doc.deliveryCountry) {
    const delivery = cac(root, 'Delivery');
    if (doc.deliveryDate) cbc(delivery, 'ActualDeliveryDate', doc.deliveryDate);
    if (doc.deliveryCountry) {
      const address = cac(cac(delivery, 'DeliveryLocation'), 'Address');
      cbc(cac(address, 'Country'), 'IdentificationCode', doc.deliveryCountry);
    }
  }
  if (doc.paymentMeans) {
    const means = cac(root, 'PaymentMeans');
    cbc(means, 'PaymentMeansCode', doc.paymentMeans.code);
    cbc(means, 'PaymentID', doc.paymentMeans.paymentId);
    cbc(cac(means, 'PayeeFinancialAccount'), 'ID', doc.paymentMeans.iban);
  }
  if (doc.paymentTerms) cbc(cac(root, 'PaymentTerms'), 'Note', doc.paymentTerms);
  for (const allowance of doc.allowances) {
    const node = cac(root, 'AllowanceCharge');
    cbc(node, 'ChargeIndicator', 'false');
    cbc(node, 'AllowanceChargeReason', allowance.reason);
    money(node, 'Amount', allowance.amountCents);
    writeTaxCategory(node, 'TaxCategory', allowance.tax, false);
  }
  const taxTotal = cac(root, 'TaxTotal');
  money(taxTotal, 'TaxAmount', doc.totals.taxCents);
  for (const subtotal of doc.taxSubtotals) {
    const node = cac(taxTotal, 'TaxSubtotal');
    money(node, 'TaxableAmount', subtotal.taxableCents);
    money(node, 'TaxAmount', subtotal.taxCents);
    writeTaxCategory(node, 'TaxCategory', subtotal, true);
  }
  const totals = cac(root, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', doc.totals.lineExtensionCents);
  money(totals, 'TaxExclusiveAmount', doc.totals.taxExclusiveCents);
  money(totals, 'TaxInclusiveAmount', doc.totals.taxInclusiveCents);
  if (doc.totals.allowanceCents) money(totals, 'AllowanceTotalAmount', doc.totals.allowanceCents);
  if (doc.totals.prepaidCents) money(totals, 'PrepaidAmount', doc.totals.prepaidCents);
  money(totals, 'PayableAmount', doc.totals.payableCents);

  for (const line of doc.lines) {
    const node = cac(root, isCredit ? 'CreditNoteLine' : 'InvoiceLine');
    cbc(node, 'ID', line.id);
    cbc(node, isCredit ? 'CreditedQuantity' : 'InvoicedQuantity', decimal(line.quantity, 0), {
      unitCode: line.unitCode,
    });
    money(node, 'LineExtensionAmount', line.netCents);
    const item = cac(node, 'Item');
    cbc(item, 'Name', line.name);
    writeTaxCategory(item, 'ClassifiedTaxCategory', line.tax, false);
    cbc(cac(node, 'Price'), 'PriceAmount', decimal(line.price, 2), { currencyID: CURRENCY });
  }
  return root.end({ prettyPrint: true });
};
