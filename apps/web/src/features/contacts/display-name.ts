/** The contact's name for texts and toasts; the list's rule for a contact without one. */
export const NO_NAME = '(zonder naam)';
export const displayNameOf = (contact: { display_name?: string | null } | null | undefined) =>
  contact?.display_name?.trim() || NO_NAME;
