/** Company settings (spec §3): a key-value map with defaults; features may keep keys of their own. */
export { parseDayFactors, pricingRulesOfItem, readPricingRules } from './pricing-rules.ts';
export { readAddressForm } from './read-address-form.ts';
export { type ReminderSettings, readReminderSettings } from './read-reminder-settings.ts';
export {
  currentNumberingYear,
  readRawSettings,
  readSetting,
  readStoredSettings,
  type StoredSettings,
  writeSettings,
} from './read-settings.ts';
export { settingsRoutes } from './settings.routes.ts';
export { renderDemoLogo, seedSettings } from './settings.seed.ts';
export { recordSettingsAudit } from './settings-audit.ts';
