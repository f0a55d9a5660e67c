// What a shopper's browser gets when another site's page made it post here (CSRF): a short page
// that says nothing was changed. React Router never sees the request, so no action runs.
import { securityHeaders } from '../frame/security-headers.js'

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This form was not sent</title></head><body><main><h1>This form was not sent</h1><p>It came from another website, so nothing was changed. If you meant to send it, open this page on our site and send it again.</p><p><a href="/">Go to the home page</a></p></main></body></html>`

export function crossOriginRefusal(nonce: string): Response {
  return new Response(PAGE, {
    status: 403,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...securityHeaders({ nonce, site: null, secure: false }),
    },
  })
}
