// What a shopper's browser (or a script) gets for a post bigger than the app server reads
// (node/bounded-body.ts): a short page that says nothing was sent. React Router never sees it.
import { securityHeaders } from '../frame/security-headers.js'

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This form was too large to send</title></head><body><main><h1>This form was too large to send</h1><p>It held far more than any of our forms takes, so nothing was sent or changed. Go back, shorten what you wrote, and send it again.</p><p><a href="/">Go to the home page</a></p></main></body></html>`

export function oversizedBodyRefusal(
  nonce: string,
  { closeConnection }: { closeConnection: boolean },
): Response {
  return new Response(PAGE, {
    status: 413,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...securityHeaders({ nonce, site: null, secure: false }),
      // A body past the drain limit is still arriving: the socket is closed after the answer.
      ...(closeConnection ? { connection: 'close' } : {}),
    },
  })
}
