/** A contact as the invoice header holds it: what the picker answers and the preview shows. */
export type PickedContact = {
  id: number;
  uuid: string;
  display_name: string;
  address_line_1?: string | null;
  postal_code?: string | null;
  city?: string | null;
  people?: ReadonlyArray<{ id: number; first_name: string; last_name: string }>;
};
