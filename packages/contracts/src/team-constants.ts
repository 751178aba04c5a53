/**
 * The team: roles and their Dutch names, and the texts the server answers with.
 * Eigenaar may do everything; Kantoor everything except colleagues, company details, numbering
 * and payment settings; Chauffeur only the agenda and the day's work.
 */
export const ROLES = ['owner', 'office', 'driver'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Eigenaar',
  office: 'Kantoor',
  driver: 'Chauffeur',
};

export const USER_STATUS_LABELS = {
  active: 'Actief',
  invited: 'Uitgenodigd',
  deactivated: 'Gedeactiveerd',
} as const;
export type UserStatus = keyof typeof USER_STATUS_LABELS;

export const TEAM_MESSAGES = {
  forbidden: 'Je hebt geen toegang tot deze functie. Vraag de eigenaar om de juiste rol.',
  role: 'Kies Eigenaar, Kantoor of Chauffeur.',
  emailTaken: (email: string) => `Er bestaat al een gebruiker met e-mailadres ${email}.`,
  lastOwner:
    'Er moet minstens één actieve eigenaar blijven. Maak eerst een collega eigenaar voordat je deze rol wijzigt of het account deactiveert.',
  notFound: 'Deze gebruiker bestaat niet.',
  deactivated: 'Dit account is gedeactiveerd. Vraag de eigenaar om het weer te activeren.',
  notInvitable: 'Deze collega heeft zich al aangemeld; een nieuwe uitnodiging is niet nodig.',
  inactiveNoInvite: 'Activeer het account eerst voordat je opnieuw uitnodigt.',
  selfDeactivate: 'Je kunt je eigen account niet deactiveren.',
} as const;
