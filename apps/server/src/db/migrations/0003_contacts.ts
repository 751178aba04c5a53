import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await addIdColumn(db, db.schema.createTable('contacts'))
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('contact_type', 'text', (c) => c.notNull().defaultTo('individual'))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('company_name', 'text')
    .addColumn('coc_id', 'text')
    .addColumn('vat_id', 'text')
    .addColumn('email_address', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('address_line_1', 'text')
    .addColumn('address_line_2', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('nl'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('contacts_display_name_idx')
    .on('contacts')
    .columns(['display_name', 'id'])
    .execute();
  await db.schema.createIndex('contacts_deleted_at_idx').on('contacts').column('deleted_at').execute();

  await addIdColumn(db, db.schema.createTable('contact_people'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('email_address', 'text')
    .addColumn('department', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_people_contact_idx')
    .on('contact_people')
    .column('contact_id')
    .execute();
};
