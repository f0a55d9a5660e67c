/**
 * A link from site config that leaves the site (a sister site, a location's YouTube page) as a safe
 * href, or null. Config is typed by hand and copied between tenants, so it is treated as hostile:
 * only absolute http(s) addresses are linked, never `javascript:`, `data:`, a relative path or an
 * address carrying a user name or password (a classic way to dress one host up as another).
 */
export function externalHref(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null
  return url.href
}
