// A placeholder origin to resolve a return path against: what matters is whether the URL parser —
// which strips tabs and newlines and reads `\` as `/`, as browsers do — keeps it on this origin.
const HERE = 'http://storefront.invalid'
const MAX_RETURN_PATH = 2048

/**
 * Where a sign-in may send the shopper back to: a path on this site, never another origin. The path
 * is checked after the URL parser's normalisation (so `/\t/evil.example`, which a browser reads as
 * `//evil.example`, is refused) and answered as the parser wrote it.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.length > MAX_RETURN_PATH) return fallback
  // Control characters and backslashes have no place in a path this site links to.
  for (const char of value) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\') return fallback
  }
  let url: URL
  try {
    url = new URL(value, HERE)
  } catch {
    return fallback
  }
  if (url.origin !== HERE) return fallback
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback
}
