/** A package's article as the form holds it (the count stays text until it is read). */
export type ComponentDraft = { itemId: number | null; quantity: string };

/** The typed rows as the API takes them, or the first problem. */
export const componentsOf = (
  rows: readonly ComponentDraft[],
): { components: Array<{ item_id: number; quantity: number }>; problem: string | null } => {
  if (rows.length === 0) return { components: [], problem: 'Een pakket bevat ten minste één artikel.' };
  const components = rows.map((row) => ({ item_id: row.itemId ?? 0, quantity: Number(row.quantity.trim()) }));
  if (components.some((c) => c.item_id === 0))
    return { components, problem: 'Kies bij elke regel een artikel.' };
  if (components.some((c) => !Number.isInteger(c.quantity) || c.quantity < 1 || c.quantity > 100))
    return { components, problem: 'Geef een heel aantal van 1 tot 100 op.' };
  return { components, problem: null };
};
