// One JSON line per event on stdout (stderr for errors), each carrying the id of the request it
// happened in: a log shipper indexes the fields, and one request's lines are found by request_id.
// Twenty lines rather than a logging library: nothing here needs levels, transports or redaction.
import { AsyncLocalStorage } from 'node:async_hooks'

const requestScope = new AsyncLocalStorage<string>()

/** Runs `work` as request `requestId`: every line logged inside carries it. */
export function inRequest<T>(requestId: string, work: () => T): T {
  return requestScope.run(requestId, work)
}

export type LogFields = Record<string, unknown>
export type LogWrite = (stream: 'out' | 'err', line: string) => void

/**
 * Info lines are gathered and written once per turn of the event loop: stdout to a file or a pipe is
 * written synchronously, and a write per request line was an eighth of the platform's time serving a
 * cached site read under load. Errors are written at once; what is gathered is written before the
 * process exits.
 */
let gathered = ''
const flushGathered = () => {
  if (gathered === '') return
  process.stdout.write(gathered)
  gathered = ''
}
process.on('exit', flushGathered)

const writeToProcess: LogWrite = (stream, line) => {
  if (stream === 'err') {
    flushGathered()
    process.stderr.write(`${line}\n`)
    return
  }
  if (gathered === '') setImmediate(flushGathered)
  gathered += `${line}\n`
}

export interface PlatformLog {
  info(msg: string, fields?: LogFields): void
  /** Signature of createApp's logError, so it is passed as is. */
  error(msg: string, error: unknown): void
}

export function platformLog(write: LogWrite = writeToProcess): PlatformLog {
  const line = (level: 'info' | 'error', msg: string, fields: LogFields) => {
    const requestId = requestScope.getStore()
    return JSON.stringify({
      time: new Date().toISOString(),
      level,
      msg,
      ...(requestId ? { request_id: requestId } : {}),
      ...fields,
    })
  }
  return {
    info: (msg, fields = {}) => write('out', line('info', msg, fields)),
    error: (msg, error) =>
      write(
        'err',
        line('error', msg, {
          error:
            error instanceof Error
              ? { name: error.name, message: error.message, stack: error.stack }
              : String(error),
        }),
      ),
  }
}
