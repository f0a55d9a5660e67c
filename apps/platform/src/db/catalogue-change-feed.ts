// Which of a site's own data changed — its configuration, hostnames, dealerships, locations,
// navigation, brands, models, reviews — as the database says it: a statement trigger on each of
// those tables NOTIFYs the table's name, so every platform process drops what it cached of them,
// whoever wrote (the API, the seed, a SQL console). Installed idempotently at start-up, like the
// car feed (search/indexer/car-change-feed.ts).
import { sql } from 'drizzle-orm'
import { type ChannelOptions, listenOnChannel } from './notify-channel.js'
import type { Database } from './open-database.js'

export const CATALOGUE_CHANGE_CHANNEL = 'forecourt_catalogue_changed'

/** The tables a site's configuration and catalogue answers are read from (db/site-records.ts). */
export const CATALOGUE_TABLES = [
  'sites',
  'site_hostnames',
  'dealerships',
  'locations',
  'location_reviews',
  'navigation_menus',
  'manufacturers',
  'models',
] as const

const INSTALL_FUNCTION =
  sql.raw(`create or replace function forecourt_notify_catalogue_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CATALOGUE_CHANGE_CHANNEL}', tg_table_name);
  return null;
end $$`)

const installTrigger = (table: string) =>
  sql.raw(`create or replace trigger ${table}_catalogue_notify after insert or update or delete or truncate on ${table}
  for each statement execute function forecourt_notify_catalogue_change()`)

/**
 * Calls `onChange` with the table each change was made to; returns a function that stops listening.
 * After changes may have been missed (`options.onResubscribed`), the caller treats every table as changed.
 */
export async function listenForCatalogueChanges(
  database: Database,
  onChange: (table: string) => void,
  options: ChannelOptions = {},
): Promise<() => Promise<void>> {
  await database.db.execute(INSTALL_FUNCTION)
  for (const table of CATALOGUE_TABLES) await database.db.execute(installTrigger(table))
  return listenOnChannel(database, CATALOGUE_CHANGE_CHANNEL, onChange, options)
}
