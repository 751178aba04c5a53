import type { Contact } from '@app/contracts';
import { useEffect, useState } from 'react';
import type { ContactFormValues } from '../contacts';
import type { OrderDraftLine } from './order-lines';

/**
 * "No lost booking": what a half-typed order holds, kept in sessionStorage per page
 * (`/orders/new`, the change page), so a reload, Back/Forward or a detour through another page
 * finds it again in the same tab. Cleared after a successful save, by Annuleren and by "Opnieuw
 * beginnen"; a draft holding nothing typed is never kept nor restored. sessionStorage, not
 * localStorage: a second tab starts its own booking, and the draft ends with the tab.
 */
export type OrderDraft = {
  v: 1;
  tab: 'contact_exists' | 'contact_new';
  contact: Contact | null;
  /** Fields typed to complete the chosen contact (missing e-mail, address…). */
  contactUpdate: Record<string, string>;
  newContact: ContactFormValues | null;
  lines: OrderDraftLine[];
  payment: string | null;
  publishChoice: boolean | null;
  promo: string;
  notes: string;
  manualDistance: string;
  manualAmount: string;
  /** The change page: the order's version the draft was made on (a newer order drops it). */
  version?: number;
};

const keyOf = (page: string) => `order-draft:${page}`;

export const readOrderDraft = (page: string, version: number | undefined): OrderDraft | null => {
  try {
    const raw = globalThis.sessionStorage?.getItem(keyOf(page));
    const draft = raw ? (JSON.parse(raw) as Partial<OrderDraft>) : null;
    if (draft?.v !== 1 || !Array.isArray(draft.lines) || draft.version !== version) return null;
    return isDraftWorthKeeping(draft as OrderDraft) ? (draft as OrderDraft) : null;
  } catch {
    return null;
  }
};

export const clearOrderDraft = (page: string) => {
  try {
    globalThis.sessionStorage?.removeItem(keyOf(page));
  } catch {
    // Storage unavailable (private mode): there is nothing to clear.
  }
};

/** True when the draft holds something a person typed or chose. */
export const isDraftWorthKeeping = (draft: OrderDraft) =>
  draft.lines.length > 0 ||
  draft.contact != null ||
  (draft.promo ?? '').trim() !== '' ||
  (draft.notes ?? '').trim() !== '' ||
  Object.values(draft.contactUpdate ?? {}).some((v) => String(v).trim() !== '') ||
  Boolean(
    draft.newContact &&
      (draft.newContact.first_name ||
        draft.newContact.last_name ||
        draft.newContact.company_name ||
        draft.newContact.email_address ||
        draft.newContact.address_line_1),
  );

/**
 * The draft found when the page opened (read once), and `save(draft)` to keep the current state;
 * an empty state removes the stored draft. `version`: the order's version on the change page.
 */
export function useOrderDraftStore(page: string, version?: number) {
  const [initial] = useState(() => readOrderDraft(page, version));
  return {
    initial,
    save: (draft: OrderDraft) => {
      try {
        if (isDraftWorthKeeping(draft))
          globalThis.sessionStorage?.setItem(keyOf(page), JSON.stringify(draft));
        else globalThis.sessionStorage?.removeItem(keyOf(page));
      } catch {
        // Full or unavailable storage: the page still works, only without a kept draft.
      }
    },
    clear: () => clearOrderDraft(page),
  };
}

/** Saves `draft` whenever it changes (after the render, so typing stays quick). */
export function useKeepOrderDraft(
  store: ReturnType<typeof useOrderDraftStore>,
  draft: OrderDraft,
  enabled: boolean,
) {
  const json = JSON.stringify(draft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the JSON text is the draft's identity
  useEffect(() => {
    if (enabled) store.save(draft);
  }, [json, enabled]);
}
