/** Two-step sign-in: a TOTP code (or a recovery code) after the password. */
export { CHALLENGE_TTL_S, signChallenge } from './challenge.ts';
export { twoStepRoutes } from './two-step.routes.ts';
export { isTwoStepEnabled, listTwoStepUserIds, removeTwoStep } from './two-step-state.ts';
export { findChallengedUser, verifySecondStep } from './verify-second-step.ts';
