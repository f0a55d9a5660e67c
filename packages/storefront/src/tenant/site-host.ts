// Which host a request was made to. In development every site is `{slug}.localhost:{port}`;
// a bare `localhost` (or loopback address) has no site of its own and gets the default site.

export function requestHost(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase()
}

export function hostname(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.replace(/:\d+$/, '')
}

const BARE_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

export function isBareHost(host: string): boolean {
  return BARE_HOSTS.has(hostname(host))
}
