/** Where a sign-in may send the shopper back to: a path on this site, never another origin. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  return value
}
