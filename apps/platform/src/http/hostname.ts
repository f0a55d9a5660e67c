/**
 * The hostname part of a Host header value, lower-case, without port or trailing dot, because a
 * site answers on `coastal-motors.localhost` whatever port or letter case the browser sent.
 */
export function normaliseHostname(host: string): string {
  const trimmed = host.trim().toLowerCase()
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.slice(0, trimmed.indexOf(']') + 1 || undefined)
    : (trimmed.split(':')[0] ?? '')
  return withoutPort.replace(/\.$/, '')
}
