import type { Server } from 'node:http'

/**
 * Stops taking connections and resolves once the requests in flight are answered: Node's close()
 * refuses new connections and drops idle ones, and a kept-alive connection that finishes its
 * request is dropped on the next poll instead of holding the server open. After `timeoutMs`
 * whatever is left is cut, so a stuck client cannot keep a stopping process alive.
 */
export function stopAccepting(server: Server, timeoutMs: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    const poll = setInterval(() => server.closeIdleConnections(), 100)
    const cut = setTimeout(() => {
      server.closeAllConnections()
      finish('cut')
    }, timeoutMs)
    function finish(outcome: 'drained' | 'cut') {
      clearInterval(poll)
      clearTimeout(cut)
      resolve(outcome)
    }
    server.close(() => finish('drained'))
  })
}
