// Requests Node's HTTP parser refuses before the app sees them (a URL or headers over the size
// limit, malformed framing). Node's default answer destroys the socket at once, so a client still
// sending its request sees a reset instead of the status. This answers, then keeps reading (and
// dropping) until the client is done or a few seconds pass.
import type { EventEmitter } from 'node:events'
import type { Duplex } from 'node:stream'

const LINGER_MS = 5000

function answer(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify({ error: { code, message } })
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Any Node server: `serve()` types its answer as HTTP/1 or HTTP/2, and both emit clientError. */
export function answerClientErrors(server: EventEmitter): void {
  // The parser reports every further chunk of a refused request again: answered once, the rest is
  // dropped — destroying the socket then would reset it under a client still sending.
  const answered = new WeakSet<Duplex>()
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (answered.has(socket)) return
    answered.add(socket)
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    socket.end(
      tooLarge
        ? answer(
            431,
            'Request Header Fields Too Large',
            'headers_too_large',
            'The URL or headers are too large',
          )
        : answer(400, 'Bad Request', 'bad_request', 'The request could not be read'),
    )
    socket.on('error', () => socket.destroy())
    socket.resume()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  })
}
