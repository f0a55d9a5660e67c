// Car photo addresses for the image CDN (spec §7: "Images come from an image CDN with width,
// quality and crop parameters"). Every car image a page shows is built here, so the cards, the
// gallery and the saved-cars strip ask the CDN in one dialect: ?w= (CSS px), ?q= (1–100) and
// ?crop= (an aspect ratio the CDN cuts the photo to, centred).

/** The shapes the CDN crops to: a card's and a thumbnail's 4:3, a square, a wide banner. */
export const CAR_IMAGE_CROPS = ['4:3', '1:1', '16:9'] as const
export type CarImageCrop = (typeof CAR_IMAGE_CROPS)[number]

/** The widths the CDN renders; a wider or narrower ask is clamped, not refused. */
export const CAR_IMAGE_WIDTH_RANGE = { min: 16, max: 2000 } as const
/** The CDN's quality scale. */
export const CAR_IMAGE_QUALITY_RANGE = { min: 1, max: 100 } as const

export interface CarImageParams {
  /** Width in px the CDN renders; rounded and clamped to CAR_IMAGE_WIDTH_RANGE (not a number: refused). */
  width: number
  /** 1–100; rounded and clamped; left to the CDN's default when absent or not a number. */
  quality?: number | undefined
  /** Cut to this shape; left out when absent or not one of CAR_IMAGE_CROPS. */
  crop?: CarImageCrop | undefined
}

// Resolves site-relative addresses without letting one escape to another host ('//evil', '/\evil').
const RELATIVE_BASE = 'https://relative.invalid'

const clamp = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(value)))

/**
 * The address of a car photo at a width, quality and crop: the photo's own query string is kept
 * and any w, q or crop in it replaced. Null for anything that is not an http(s) address or a path
 * on the site itself (javascript:, data:, protocol-relative, credentials), so no page renders it,
 * and for a width that is not a number.
 */
export function carImageUrl(url: string, { width, quality, crop }: CarImageParams): string | null {
  if (!Number.isFinite(width)) return null
  const relative = url.startsWith('/')
  let parsed: URL
  try {
    parsed = new URL(url, RELATIVE_BASE)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (relative && parsed.origin !== RELATIVE_BASE) return null
  if (!relative && !/^https?:\/\//i.test(url)) return null
  if (parsed.username || parsed.password) return null
  const search = parsed.searchParams
  search.set('w', String(clamp(width, CAR_IMAGE_WIDTH_RANGE)))
  if (quality !== undefined && Number.isFinite(quality)) {
    search.set('q', String(clamp(quality, CAR_IMAGE_QUALITY_RANGE)))
  } else {
    search.delete('q')
  }
  if (crop !== undefined && (CAR_IMAGE_CROPS as readonly string[]).includes(crop)) search.set('crop', crop)
  else search.delete('crop')
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href
}

/**
 * A srcset of the photo at each width ('… 320w, … 640w'), widths clamped, deduplicated and
 * ascending, so the browser picks the smallest that fills the slot. Null when carImageUrl refuses
 * the address or no width is given.
 */
export function carImageSrcSet(
  url: string,
  widths: readonly number[],
  params: Omit<CarImageParams, 'width'> = {},
): string | null {
  const candidates = [
    ...new Set(widths.filter(Number.isFinite).map((width) => clamp(width, CAR_IMAGE_WIDTH_RANGE))),
  ].sort((a, b) => a - b)
  if (candidates.length === 0) return null
  const entries: string[] = []
  for (const width of candidates) {
    const address = carImageUrl(url, { ...params, width })
    if (address === null) return null
    entries.push(`${address} ${width}w`)
  }
  return entries.join(', ')
}
