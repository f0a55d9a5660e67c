import { CAR_IMAGE_CROPS, CAR_IMAGE_QUALITY_RANGE, CAR_IMAGE_WIDTH_RANGE } from '@forecourt/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { PlatformStore } from '../db/platform-store.js'
import { placeholderSvg } from '../images/placeholder-svg.js'
import { vehicleKindOf } from '../images/vehicle-shapes.js'
import { vehicleSvg } from '../images/vehicle-svg.js'
import { parseInput } from './parse-input.js'

export const DEFAULT_IMAGE_WIDTH = 800
// The CDN's own range, the one domain's carImageUrl clamps to; outside it the stand-in says 400.
const { min: MIN_IMAGE_WIDTH, max: MAX_IMAGE_WIDTH } = CAR_IMAGE_WIDTH_RANGE
const { min: MIN_QUALITY, max: MAX_QUALITY } = CAR_IMAGE_QUALITY_RANGE

export const ImageQuerySchema = z.object({
  /** Like the image CDN's width parameter (§7 'width, quality and crop'). */
  w: z.coerce
    .number({ error: 'w must be a number' })
    .int('w must be a whole number')
    .min(MIN_IMAGE_WIDTH, `w must be at least ${MIN_IMAGE_WIDTH}`)
    .max(MAX_IMAGE_WIDTH, `w must be at most ${MAX_IMAGE_WIDTH}`)
    .optional(),
})

/** A car photo also takes the CDN's quality and crop (§7 'width, quality and crop'). */
export const CarImageQuerySchema = ImageQuerySchema.extend({
  q: z.coerce
    .number({ error: 'q must be a number' })
    .int('q must be a whole number')
    .min(MIN_QUALITY, `q must be at least ${MIN_QUALITY}`)
    .max(MAX_QUALITY, `q must be at most ${MAX_QUALITY}`)
    .optional(),
  crop: z.enum(CAR_IMAGE_CROPS, { error: `crop must be one of ${CAR_IMAGE_CROPS.join(', ')}` }).optional(),
})

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// A car photo file: its number, then .svg (or .jpg, what dealer feeds name photos).
const photoFile = /^(\d{1,3})\.(?:svg|jpg)$/

/**
 * Placeholder images for the demo data, at the paths the seed writes:
 * /images/cars/{carId}/{n}.svg, /images/sites/{siteSlug}/logo.svg,
 * /images/locations/{locationSlug}/{n}.svg, /images/models/{modelSlug}.svg and
 * /images/manufacturers/{slug}.svg, each taking ?w={width}; a car photo also takes ?q={1–100} and
 * ?crop={4:3|1:1|16:9}. A parameter out of range is a 400 (domain's carImageUrl never sends one).
 * Immutable: the bytes depend on the path and parameters alone, so browsers and the storefront's
 * proxy may cache them for a year.
 */
export function imageRoutes(store: Pick<PlatformStore, 'findCarById' | 'findSiteById'>) {
  const svgResponse = (body: string) =>
    new Response(body, {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        // An SVG opened directly must not run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    })
  const svg = (label: string, seed: string, aspect: number, width: number | undefined) =>
    svgResponse(placeholderSvg({ label, seed, aspect, width: width ?? DEFAULT_IMAGE_WIDTH }))
  const notFound = () =>
    new Response(JSON.stringify({ error: { code: 'image_not_found', message: 'No image at this path' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    })

  return (
    new Hono()
      // A car's photos: a vehicle of its body (and its site's family) in its own colour (issue 19).
      .get('/cars/:carId/:file', async (c) => {
        const { w, q, crop } = parseInput(CarImageQuerySchema, c.req.query())
        const carId = c.req.param('carId')
        const match = photoFile.exec(c.req.param('file'))
        if (!/^\d{1,9}$/.test(carId) || !match) return notFound()
        const car = await store.findCarById(Number(carId))
        if (!car) return notFound()
        const site = await store.findSiteById(car.site_id)
        const photo = Number(match[1])
        return svgResponse(
          vehicleSvg({
            kind: vehicleKindOf(car.simple_body, site?.config.template ?? 'cars'),
            seed: `car-${carId}`,
            photo,
            width: w ?? DEFAULT_IMAGE_WIDTH,
            crop,
            quality: q,
            label: `${car.name}, photo ${photo}`,
          }),
        )
      })
      .get('/sites/:siteSlug/logo.svg', (c) => {
        const { w } = parseInput(ImageQuerySchema, c.req.query())
        const slug = c.req.param('siteSlug')
        if (!slugPattern.test(slug)) return notFound()
        return svg(titleOf(slug), `site-${slug}`, 60 / 227, w ?? 227)
      })
      .get('/locations/:locationSlug/:file', (c) => {
        const { w } = parseInput(ImageQuerySchema, c.req.query())
        const slug = c.req.param('locationSlug')
        const match = photoFile.exec(c.req.param('file'))
        if (!slugPattern.test(slug) || !match) return notFound()
        return svg(titleOf(slug), `location-${slug}-${match[1]}`, 0.5, w)
      })
      .get('/:kind{models|manufacturers}/:file', (c) => {
        const { w } = parseInput(ImageQuerySchema, c.req.query())
        const slug = c.req.param('file').replace(/\.svg$/, '')
        if (!c.req.param('file').endsWith('.svg') || !slugPattern.test(slug)) return notFound()
        return svg(
          titleOf(slug),
          `${c.req.param('kind')}-${slug}`,
          c.req.param('kind') === 'models' ? 0.6 : 1,
          w,
        )
      })
  )
}

/** 'coastal-motors' → 'Coastal Motors'. */
function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(' ')
}
