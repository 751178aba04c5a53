/** Two-step sign-in: texts the server answers with, shared with the UI and tests. */
export const TWO_STEP_MESSAGES = {
  codeInvalid: 'De verificatiecode is onjuist of verlopen.',
  codeReplayed: 'Deze verificatiecode is al gebruikt. Wacht op de volgende code.',
  recoveryCodeInvalid: 'Deze herstelcode is onjuist of al gebruikt.',
  challengeGone: 'Je inlogpoging is verlopen. Log opnieuw in.',
  alreadyEnabled: 'Tweestapsverificatie staat al aan.',
  notStarted: 'Start eerst het instellen van tweestapsverificatie.',
  notEnabled: 'Tweestapsverificatie staat niet aan.',
  disableProofMissing: 'Geef een verificatiecode of je wachtwoord op.',
  passwordInvalid: 'Het wachtwoord is onjuist.',
  resetOwnAccount: 'Zet je eigen tweestapsverificatie uit via Tweestapsverificatie in je gebruikersmenu.',
  userNotFound: 'Deze gebruiker bestaat niet.',
  disabled: 'Tweestapsverificatie staat uit.',
  reset: 'De tweestapsverificatie van deze gebruiker is gereset.',
} as const;

export const RECOVERY_CODE_COUNT = 10;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
