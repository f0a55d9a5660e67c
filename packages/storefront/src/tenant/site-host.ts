// Which host a request was made to. In development every site is `{slug}.localhost:{port}`;
// a bare `localhost` (or loopback address) has no site of its own and gets the default site.

/**
 * The host of the request's URL. The storefront server builds that URL from the Host header, or
 * from X-Forwarded-Host only when a trusted proxy sent it (node/trusted-proxies.ts): a header
 * read here could have been written by anyone.
 */
export function requestHost(request: Request): string {
  return new URL(request.url).host.toLowerCase()
}

export function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}

const BARE_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

export function isBareHost(host: string): boolean {
  return BARE_HOSTS.has(hostname(host))
}
