/** The company details onboarding screen (kept apart so the route table does not pull in the settings API). */
export const ONBOARDING_PATH = '/onboarding';
