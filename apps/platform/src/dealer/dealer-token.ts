import { createHash, randomBytes } from 'node:crypto'

/** Tokens are stored only as this hash; a database read never yields a usable credential. */
export function hashDealerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new production credential: 32 random bytes, so a fast hash is enough to store it. */
export function newDealerToken(): string {
  return `fcd_${randomBytes(32).toString('base64url')}`
}

/**
 * The demo sites' dealer credentials (README: Dealer API). Known on purpose, like the demo data;
 * a real site gets one from `node dist/cli.js dealer-token <slug>`.
 */
export function demoDealerToken(siteSlug: string): string {
  return `demo-dealer-${siteSlug}`
}
