// Listening on a PostgreSQL NOTIFY channel with either driver: PGlite's in-process listen, or a
// postgres.js subscription (its own connection, so every platform process hears every write).
import type { PGlite } from '@electric-sql/pglite'
import type { Sql } from 'postgres'
import type { Database } from './open-database.js'

/** Calls `receive` with each notification's payload; returns a function that stops listening. */
export async function listenOnChannel(
  database: Database,
  channel: string,
  receive: (payload: string) => void,
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: PGlite | Sql }).$client
  if (database.kind === 'pglite') return (client as PGlite).listen(channel, receive)
  const subscription = await (client as Sql).listen(channel, receive)
  return () => subscription.unlisten()
}
