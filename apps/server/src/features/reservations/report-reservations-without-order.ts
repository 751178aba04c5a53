import type { AppContext } from '../../context.ts';
import { createReservationRepository } from './reservations.repository.ts';

/**
 * The start-up check of reservations that belong to no order: they block days that no agenda
 * shows (older versions' demo data made them). Logged once per start with where to free them.
 */
export const reportReservationsWithoutOrder = async (ctx: AppContext): Promise<number> => {
  const rows = await createReservationRepository(ctx.db).activeWithoutOrder();
  if (rows.length > 0) {
    ctx.log.warn(
      { count: rows.length, reservations: rows.slice(0, 50) },
      `${rows.length} reservering(en) zonder order houden dagen bezet; geef ze vrij met Vrijgeven op de pagina van de eenheid (Artikelen → artikel → Voorraad)`,
    );
  }
  return rows.length;
};
