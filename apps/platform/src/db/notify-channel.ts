// Listening on a PostgreSQL NOTIFY channel with either driver: PGlite's in-process listen, or, on
// PostgreSQL, a connection of its own per channel, so every platform process hears every write.
//
// A notification sent while that connection is down is lost for good, and postgres.js's own
// `listen` does not survive a server restart (its re-LISTEN fails while the server is still down
// and is never tried again: the process would stay deaf until restarted). So the connection here is
// watched — closed, or silent to a heartbeat this process notifies itself — and replaced, and the
// caller is told it may have missed changes (`onResubscribed`) so it can catch up from the tables.
import { randomBytes } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import postgres, { type Sql } from 'postgres'
import type { Database } from './open-database.js'

/** Payloads starting with this are this module's heartbeats, never passed on. */
export const HEARTBEAT_PREFIX = 'forecourt-heartbeat:'

export interface ChannelOptions {
  /** After the subscription was lost and made again: notifications in between were missed. */
  onResubscribed?: () => void | Promise<void>
  /** How often (ms) the subscription proves it still hears; PostgreSQL only. */
  heartbeatMs?: number
  logError?: (message: string, error: unknown) => void
}

/** Calls `receive` with each notification's payload; returns a function that stops listening. */
export async function listenOnChannel(
  database: Database,
  channel: string,
  receive: (payload: string) => void,
  options: ChannelOptions = {},
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: PGlite | Sql }).$client
  // In-process: a notification cannot be missed, so there is nothing to watch.
  if (database.kind === 'pglite') return (client as PGlite).listen(channel, receive)
  return followPostgresChannel(client as Sql, channel, receive, options)
}

async function followPostgresChannel(
  pool: Sql,
  channel: string,
  receive: (payload: string) => void,
  { onResubscribed, heartbeatMs = 10_000, logError = console.error }: ChannelOptions,
): Promise<() => Promise<void>> {
  const token = `${HEARTBEAT_PREFIX}${randomBytes(8).toString('hex')}`
  let heardSince = true
  let stopped = false
  let connection: Sql | null = null
  let reconnecting: Promise<void> | null = null

  const open = async () => {
    // The pool's own parsed settings, as postgres.js's `listen` opens its connection from them.
    const settings = pool.options
    const next = postgres({
      ...settings,
      max: 1,
      idle_timeout: null,
      max_lifetime: null,
      fetch_types: false,
      onnotice: () => {},
      onnotify: (_channel: string, payload: string) => {
        if (payload === token) heardSince = true
        else if (!payload.startsWith(HEARTBEAT_PREFIX)) receive(payload)
      },
      // A closed connection no longer listens: replace it at once rather than at the next heartbeat.
      onclose: () => {
        if (connection === next) void replace()
      },
    } as unknown as postgres.Options<Record<string, never>>)
    try {
      await next.unsafe(`listen "${channel.replaceAll('"', '""')}"`)
    } catch (error) {
      await next.end({ timeout: 0 }).catch(() => {})
      throw error
    }
    connection = next
    heardSince = true
  }

  const replace = () => {
    reconnecting ??= (async () => {
      const old = connection
      connection = null
      await old?.end({ timeout: 0 }).catch(() => {})
      for (let delay = 250; !stopped; delay = Math.min(delay * 2, 2000)) {
        try {
          await open()
          break
        } catch (error) {
          logError(`listening on ${channel} failed; trying again in ${delay} ms`, error)
          await new Promise((resolve) => setTimeout(resolve, delay))
        }
      }
      if (!stopped) await onResubscribed?.()
    })()
      .catch((error) => logError(`catching up after ${channel} was re-subscribed failed`, error))
      .finally(() => {
        reconnecting = null
      })
    return reconnecting
  }

  await open()
  // Each beat checks that the previous one came back, then sends the next through the pool.
  const heartbeat = setInterval(() => {
    if (stopped || reconnecting || !connection) return
    if (!heardSince) {
      void replace()
      return
    }
    heardSince = false
    pool`select pg_notify(${channel}, ${token})`.catch(() => {
      // The pool cannot reach the server either: nothing is written meanwhile, nothing to check.
      heardSince = true
    })
  }, heartbeatMs)
  heartbeat.unref()

  return async () => {
    stopped = true
    clearInterval(heartbeat)
    await reconnecting
    const last = connection
    connection = null
    await last?.end({ timeout: 1 }).catch(() => {})
  }
}
