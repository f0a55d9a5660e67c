// The shopper's own address, as the storefront server found it through the proxies it trusts
// (node/trusted-proxies.ts), for the platform's per-shopper rate limits.

/** Set by the storefront server on every request it hands to React Router; any incoming copy is replaced. */
export const SHOPPER_ADDRESS_HEADER = 'x-forecourt-shopper-address'

export function shopperAddress(request: Request): string | null {
  return request.headers.get(SHOPPER_ADDRESS_HEADER)
}
