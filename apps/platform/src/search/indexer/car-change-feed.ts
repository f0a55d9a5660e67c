// Which cars changed, as the database says it: a trigger on `cars` NOTIFYs each changed id, so every
// writer — the API, the seed, a SQL console — reaches the index within a second, with no polling and
// no hook to remember in each code path that edits a car. The trigger is installed idempotently at
// start-up rather than by a migration, so it never competes with the schema's migration sequence.
import { sql } from 'drizzle-orm'
import { type ChannelOptions, listenOnChannel } from '../../db/notify-channel.js'
import type { Database } from '../../db/open-database.js'

export const CAR_CHANGE_CHANNEL = 'forecourt_car_changed'

// Two statements, run one at a time: the drivers' extended protocol takes one per query.
const INSTALL_TRIGGER = [
  sql.raw(`create or replace function forecourt_notify_car_change() returns trigger language plpgsql as $$
begin
  -- A page view only counts up views, which no search record holds: waking every process to
  -- re-index the car and drop its kept car answers on each view would undo both at scale.
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'views') = (to_jsonb(old) - 'views') then
    return null;
  end if;
  perform pg_notify('${CAR_CHANGE_CHANNEL}', (case when tg_op = 'DELETE' then old.id else new.id end)::text);
  return null;
end $$`),
  sql.raw(`create or replace trigger cars_search_notify after insert or update or delete on cars
  for each row execute function forecourt_notify_car_change()`),
]

export interface CarChangeOptions extends Pick<ChannelOptions, 'heartbeatMs'> {
  debounceMs?: number
  logError?: (message: string, error: unknown) => void
  /**
   * Changes may have been missed (the listening connection was lost and made again): the caller
   * reads what it follows afresh. Runs in turn with `onChange`, never at the same time.
   */
  onMissed?: () => Promise<unknown>
}

/**
 * Calls `onChange` with the ids changed in each burst of writes, gathered for `debounceMs` so a
 * batch of updates becomes one indexing call. Returns a function that stops listening.
 */
export async function listenForCarChanges(
  database: Database,
  onChange: (ids: number[]) => Promise<unknown>,
  { debounceMs = 50, logError = console.error, onMissed, heartbeatMs }: CarChangeOptions = {},
): Promise<() => Promise<void>> {
  for (const statement of INSTALL_TRIGGER) await database.db.execute(statement)
  let pending = new Set<number>()
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> = Promise.resolve()
  const flush = () => {
    timer = null
    const ids = [...pending]
    pending = new Set()
    running = running
      .then(() => onChange(ids))
      .catch((error) => logError('search: re-indexing failed', error))
  }
  const receive = (payload: string) => {
    const id = Number(payload)
    if (!Number.isInteger(id)) return
    pending.add(id)
    timer ??= setTimeout(flush, debounceMs)
  }
  const catchUp = () => {
    running = running
      .then(() => onMissed?.())
      .catch((error) => logError('search: catching up on missed changes failed', error))
    return running.then(() => {})
  }
  const unlisten = await listenOnChannel(database, CAR_CHANGE_CHANNEL, receive, {
    onResubscribed: catchUp,
    logError,
    ...(heartbeatMs ? { heartbeatMs } : {}),
  })
  return async () => {
    if (timer) clearTimeout(timer)
    await unlisten()
    await running
  }
}
