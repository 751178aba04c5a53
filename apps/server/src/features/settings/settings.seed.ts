import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { storeFile } from '../assets/index.ts';
import { saveSettings } from './save-settings.ts';

// A bouncy castle in the company colours; rendered to PNG by sharp, so no binary lives in the repo.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200" viewBox="0 0 640 200">
  <rect width="640" height="200" rx="28" fill="#ffffff"/>
  <g transform="translate(24 20)">
    <path d="M10 150 V70 l22-26 22 26 V56 l26-30 26 30 v14 l22-26 22 26 v80 z" fill="#e8365d"/>
    <rect x="10" y="140" width="140" height="18" rx="9" fill="#f6b73c"/>
    <circle cx="80" cy="100" r="22" fill="#ffffff"/>
    <circle cx="80" cy="100" r="12" fill="#2b59c3"/>
  </g>
  <text x="200" y="100" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="700" fill="#2b59c3">Springplezier</text>
  <text x="202" y="146" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#e8365d">Verhuur</text>
</svg>`;

export const renderDemoLogo = () => sharp(Buffer.from(LOGO_SVG)).png().toBuffer();

/** The demo company "Springplezier Verhuur B.V." in Utrecht, with its logo, numbering and transport costs. */
export const seedSettings = async (ctx: AppContext) => {
  const logo = await storeFile({
    ctx,
    input: {
      buffer: await renderDemoLogo(),
      fileName: 'springplezier-logo.png',
      container: 'logos',
      assetType: 'asset/image',
      tags: ['logo'],
    },
  });
  await saveSettings({
    ctx,
    patch: {
      identity_company_logo: logo.url,
      identity_company_name: 'Springplezier Verhuur B.V.',
      identity_address_line_1: 'Kanaalweg 12',
      identity_address_line_2: '',
      identity_postal_code: '3526 KL',
      identity_city: 'Utrecht',
      identity_country: 'nl',
      identity_email_address: 'info@springplezier.nl',
      identity_phone_number: '030 234 56 78',
      identity_coc_id: '81234567',
      identity_vat_id: 'NL862345678B01',
      identity_bank_account_id: 'NL91 ABNA 0417 1643 00',
      identity_bank_account_holder: 'Springplezier Verhuur B.V.',
      identity_bank_swift_bic: 'ABNANL2A',
      app_setup_identity_complete: true,
      numbering_invoice_template: 'F{year}-{id}',
      delivery_cost_per_kilometer: 45,
      pickup_cost_per_kilometer: 45,
      free_kilometers: 10,
    },
  });
};
