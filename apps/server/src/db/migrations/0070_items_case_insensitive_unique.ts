import { type Kysely, sql } from 'kysely';

/**
 * Serial numbers (per item) and category names are unique whatever their case. The service
 * checked that, but the constraints of 0004 are case-sensitive, so two concurrent requests
 * ("SK-1" and "sk-1") could both pass the check. These expression indexes make the database
 * refuse the second one on SQLite and PostgreSQL alike (the service answers it in Dutch).
 * lower() folds ASCII letters on SQLite; PostgreSQL folds per its locale.
 *
 * Rows that already differ only in case (possible only through such a race) are resolved first,
 * so the indexes can be built: a category merges into the oldest one of that name (its items
 * move there), and a later unit's serial number gets " (dubbel <unit id>)" appended, visibly,
 * for someone to correct.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped schema
export const up = async (db: Kysely<any>) => {
  await sql`update items set category_id = (
      select min(same.id) from categories own
      join categories same on lower(same.name) = lower(own.name)
      where own.id = items.category_id)
    where category_id in (
      select c.id from categories c
      where exists (select 1 from categories o where lower(o.name) = lower(c.name) and o.id < c.id))`.execute(
    db,
  );
  await sql`delete from categories
    where exists (
      select 1 from categories o where lower(o.name) = lower(categories.name) and o.id < categories.id)`.execute(
    db,
  );
  await sql`update units set serial_number = serial_number || ' (dubbel ' || cast(id as text) || ')'
    where serial_number is not null and exists (
      select 1 from units o
      where o.item_id = units.item_id and lower(o.serial_number) = lower(units.serial_number)
        and o.id < units.id)`.execute(db);

  await sql`create unique index units_item_serial_ci_unique on units (item_id, lower(serial_number))`.execute(
    db,
  );
  await sql`create unique index categories_name_ci_unique on categories (lower(name))`.execute(db);
};
