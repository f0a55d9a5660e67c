import { createHash } from 'node:crypto'

export interface PlaceholderOptions {
  /** Text drawn in the middle, e.g. 'Photo 3' or a dealer's name. */
  label: string
  /** Seeds the colours so one car's photos look alike and differ from the next car's. */
  seed: string
  width: number
  /** Height over width. */
  aspect: number
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

/**
 * A small deterministic SVG standing in for a photo or logo: the same input gives the same bytes,
 * so caches and screenshot baselines stay stable, and pages never show a broken image.
 */
export function placeholderSvg({ label, seed, width, aspect }: PlaceholderOptions): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = ((digest[0] ?? 0) * 360) / 256
  const height = Math.max(1, Math.round(width * aspect))
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 45% 78%)"/><stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)} 45% 58%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#1f2933">${escapeXml(label)}</text>`,
    '</svg>',
  ].join('')
}
