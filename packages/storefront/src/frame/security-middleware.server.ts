// The root middleware's outer layer: a fresh script nonce for every request, and the security
// headers on every response it makes — pages, data requests, resource routes and error pages alike —
// with Cache-Control private unless the route made the page public.
import { randomBytes } from 'node:crypto'
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { storefrontContext } from '../tenant/site-context.server.js'
import { PRIVATE_CACHE } from './cache-policy.js'
import { securityHeadersFor } from './security-headers.js'

export const requestNonceContext = createContext<string>()

/** The nonce of this request's page, for the server entry (undefined outside the middleware). */
export function requestNonce(context: Readonly<RouterContextProvider> | undefined): string | undefined {
  try {
    return context?.get(requestNonceContext)
  } catch {
    return undefined
  }
}

export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = randomBytes(16).toString('base64')
  context.set(requestNonceContext, nonce)
  const response = await next()
  let site = null
  try {
    site = context.get(storefrontContext).site
  } catch {
    // The host named no site: its 404 page still gets the headers, with nothing to connect to.
  }
  const secure = new URL(request.url).protocol === 'https:'
  // A response no route called public is this shopper's (frame/cache-policy.ts).
  if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', PRIVATE_CACHE)
  const headers = securityHeadersFor(response.headers.get('content-type'), { nonce, site, secure })
  for (const [name, value] of Object.entries(headers)) {
    response.headers.set(name, value)
  }
  return response
}
