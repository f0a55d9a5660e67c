import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * Who is calling, for rate limits. X-Forwarded-For is only believed when the platform is told it
 * sits behind a proxy (the apps' servers): otherwise anyone could dodge a limit by inventing one.
 */
export function clientAddress(c: Context, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket behind it.
    return 'local'
  }
}
