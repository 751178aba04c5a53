import type { AddressForm } from '@app/domain';
import type { Db } from '../../db/database.ts';
import { readStoredSettings } from './read-settings.ts';

/**
 * The company's form of address for customers ("je" or "u"), read where a customer mail or
 * document is written. `db` may be the writing transaction (on SQLite it holds the connection).
 */
export const readAddressForm = async (db: Db): Promise<AddressForm> =>
  (await readStoredSettings(db)).customer_address_form;
