// What a load balancer asks before sending a platform process traffic (GET /health/ready): the
// process starts listening early so liveness answers while it migrates and builds its search
// index, and says "not ready" again once SIGTERM arrives so traffic drains before it stops.

export type StartStep = 'migrations' | 'searchIndex'

const WAITING_FOR: Record<StartStep, string> = {
  migrations: 'The database migrations have not run yet',
  searchIndex: 'The search index is still being built',
}

export interface Readiness {
  done(step: StartStep): void
  /** From SIGTERM on: a process that is stopping takes no new traffic. */
  stopping(): void
  /** What start-up still waits for, or null once started (stopping does not change it). */
  startingBecause(): string | null
  /** Why the process is not ready, or null when it is (the database is checked separately). */
  notReadyBecause(): string | null
}

export function createReadiness(pending: StartStep[] = ['migrations', 'searchIndex']): Readiness {
  const waiting = new Set(pending)
  let stopping = false
  function startingBecause(): string | null {
    const [first] = waiting
    return first === undefined ? null : WAITING_FOR[first]
  }
  return {
    done: (step) => {
      waiting.delete(step)
    },
    stopping: () => {
      stopping = true
    },
    startingBecause,
    notReadyBecause: () => (stopping ? 'The process is shutting down' : startingBecause()),
  }
}

/** For an app built once everything has started (tests, tools): always ready. */
export const READY: Readiness = createReadiness([])
