/** Company settings: what the shell and other features read of them, and the onboarding redirect. */
export { useOnboardingRedirect } from './onboarding-guard';
export { SETTINGS_QUERY_KEY, settingsApi, useSettings } from './settings-api';
export { useTeam } from './team-api';
