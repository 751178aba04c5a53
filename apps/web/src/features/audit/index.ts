/** The change history of a record (a card on its page) and of everything (Instellingen > Geschiedenis). */
export { AuditHistory } from './audit-history';
