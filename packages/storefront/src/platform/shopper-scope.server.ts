// The shopper a platform call is made for. The storefront server runs each request inside
// `withShopper`, so the transport sends the shopper's address (as the trusted proxies gave it)
// with the service credential on every call that request makes — without threading it through
// every loader and action. The platform keys its per-shopper rate limits on it.
import { AsyncLocalStorage } from 'node:async_hooks'

const scope = new AsyncLocalStorage<string>()

/** Runs `work` with `address` as the shopper of every platform call it makes. */
export function withShopper<T>(address: string, work: () => T): T {
  return scope.run(address, work)
}

/** The shopper address of the request being served, or null outside one. */
export function currentShopperAddress(): string | null {
  return scope.getStore() ?? null
}
