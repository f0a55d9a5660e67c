// The demo's stock photos (issue 19): a vehicle of the car's kind in the car's own colour, in the
// yard, in the showroom or close up, facing either way — deterministic, so the same car always gets
// the same pictures and caches and tests stay stable. No text is drawn: nothing depends on a font.
import { createHash } from 'node:crypto'
import type { CarImageCrop } from '@forecourt/domain'
import { type Point, VEHICLE_SHAPES, type VehicleKind, type VehicleShape } from './vehicle-shapes.js'

/** Paint colours a dealer's yard is full of: white, silvers, greys, black, then the brighter ones. */
const PAINT = [
  '#f4f5f2',
  '#c9ccce',
  '#8d9296',
  '#4a4f55',
  '#1d2024',
  '#a3262a',
  '#24456e',
  '#2f5d4a',
  '#c0671f',
  '#6b7f99',
]
const PARTS = { dark: '#2a2e33', metal: '#9aa1a7', white: '#f7f7f4', canvas: '#b8a98c' }

const WIDTH = 800
const HEIGHT = 600
const GROUND = 470
const SCALE = 6.4
const LEFT = 80

export interface VehiclePictureOptions {
  kind: VehicleKind
  /** Picks the paint: one car's photos share it, the next car's differs. */
  seed: string
  /** 1-based photo number: the setting and the direction the vehicle faces. */
  photo: number
  /** Rendered width in px (§7 image CDN width); the picture keeps its 4:3 shape unless cropped. */
  width: number
  /** §7 image CDN crop: the picture cut to this shape around its centre. */
  crop?: CarImageCrop | undefined
  /**
   * §7 image CDN quality, 1–100. A vector has no lossy encoder, so below 50 the vehicle is drawn
   * to whole units instead of tenths: fewer bytes, slightly coarser edges, as a low q would give.
   */
  quality?: number | undefined
  label: string
}

type ViewBox = readonly [x: number, y: number, width: number, height: number]

const COARSE_BELOW_QUALITY = 50

const px = ([x, y]: Point) => `${(LEFT + x * SCALE).toFixed(1)},${(GROUND - y * SCALE).toFixed(1)}`
const polygon = (points: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(px).join(' ')}" fill="${fill}"${extra}/>`

function wheel(x: number, radius: number): string {
  const cx = (LEFT + x * SCALE).toFixed(1)
  const cy = (GROUND - radius * SCALE).toFixed(1)
  const r = radius * SCALE
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r.toFixed(1)}" fill="#1f2328"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.58).toFixed(1)}" fill="#c4c9ce"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.18).toFixed(1)}" fill="#5b6167"/>`,
  ].join('')
}

function vehicle(shape: VehicleShape, paint: string): string {
  const strokes = (shape.strokes ?? []).map(
    (line) =>
      `<polyline points="${line.map(px).join(' ')}" fill="none" stroke="#30353b" stroke-width="${(1.6 * SCALE).toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"/>`,
  )
  const lights = shape.lights
    ? [
        shape.lights.front > 0 ? polygon(lightAt(98.5, shape.lights.front), '#fff6d5') : '',
        polygon(lightAt(0.5, shape.lights.rear), '#c8242b'),
      ]
    : []
  return [
    ...strokes,
    ...(shape.parts ?? []).map((part) => polygon(part.points, PARTS[part.fill])),
    polygon(shape.body, 'url(#paint)', ` stroke="${paint}" stroke-width="2"`),
    ...shape.windows.map((glass) => polygon(glass, 'url(#glass)')),
    ...lights,
    ...shape.wheels.map((x) => wheel(x, shape.wheelRadius)),
  ].join('')
}

const lightAt = (x: number, y: number): Point[] => [
  [x - 1.2, y - 1],
  [x - 1.2, y + 1.5],
  [x + 0.8, y + 1.5],
  [x + 0.8, y - 1],
]

/** Sky, building and asphalt; or a showroom wall and a polished floor. */
function setting(photo: number): string {
  if (photo % 3 === 2) {
    return [
      '<rect width="800" height="600" fill="#e9ecef"/>',
      `<rect y="${GROUND - 6}" width="800" height="${HEIGHT - GROUND + 6}" fill="url(#floor)"/>`,
      '<rect x="0" y="60" width="800" height="6" fill="#d5d9dd"/>',
    ].join('')
  }
  return [
    '<rect width="800" height="600" fill="url(#sky)"/>',
    `<polygon points="40,${GROUND - 6} 40,230 330,190 620,230 620,${GROUND - 6}" fill="#dde3e8"/>`,
    `<rect y="${GROUND - 6}" width="800" height="${HEIGHT - GROUND + 6}" fill="#7a7f84"/>`,
    `<rect y="${GROUND + 60}" width="800" height="4" fill="#e8e2c8" opacity="0.7"/>`,
  ].join('')
}

/** A 4:3 crop around the front half of the vehicle, as tall as the vehicle needs. */
function closeUp(shape: VehicleShape, mirrored: boolean): ViewBox {
  const top = Math.max(
    ...shape.body.map(([, y]) => y),
    ...(shape.parts ?? []).flatMap((part) => part.points.map(([, y]) => y)),
  )
  const cropHeight = Math.max(300, top * SCALE + 110)
  const cropWidth = (cropHeight * WIDTH) / HEIGHT
  const front = LEFT + 100 * SCALE + 40
  const x = mirrored ? WIDTH - front : front - cropWidth
  const y = GROUND + 50 - cropHeight
  return [Math.round(x), Math.round(y), Math.round(cropWidth), Math.round(cropHeight)]
}

/** The view box cut to a crop's shape around its centre: the wider side loses its edges. */
function cropTo([x, y, width, height]: ViewBox, aspect: number): ViewBox {
  if (width / height > aspect) {
    const cut = height * aspect
    return [x + (width - cut) / 2, y, cut, height]
  }
  const cut = width / aspect
  return [x, y + (height - cut) / 2, width, cut]
}

/** '16:9' → 16/9. */
const aspectOf = (crop: CarImageCrop) => {
  const [across, down] = crop.split(':').map(Number) as [number, number]
  return across / down
}

const formatViewBox = (box: ViewBox) => box.map((value) => Number(value.toFixed(1))).join(' ')

export function vehicleSvg({
  kind,
  seed,
  photo,
  width,
  crop,
  quality,
  label,
}: VehiclePictureOptions): string {
  const shape = VEHICLE_SHAPES[kind]
  const digest = createHash('sha256').update(seed).digest()
  const paint = PAINT[(digest[0] ?? 0) % PAINT.length] as string
  // Every third photo is a close-up of the front half; even ones face the other way.
  const facing = photo % 2 === 0 ? ` transform="translate(${WIDTH},0) scale(-1,1)"` : ''
  const framed: ViewBox = photo % 3 === 0 ? closeUp(shape, photo % 2 === 0) : [0, 0, WIDTH, HEIGHT]
  const viewBox = crop ? cropTo(framed, aspectOf(crop)) : framed
  const height = Math.max(1, Math.round(crop ? width / aspectOf(crop) : (width * HEIGHT) / WIDTH))
  const drawing = vehicle(shape, paint)
  const coarse = quality !== undefined && quality < COARSE_BELOW_QUALITY
  const body = coarse ? drawing.replace(/\d+\.\d+/g, (number) => String(Math.round(Number(number)))) : drawing
  const escaped = label.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${formatViewBox(viewBox)}" role="img" aria-label="${escaped}" data-vehicle="${kind}">`,
    '<defs>',
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc4e6"/><stop offset="1" stop-color="#eaf2f9"/></linearGradient>',
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfd4d9"/><stop offset="1" stop-color="#f3f5f7"/></linearGradient>',
    `<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint}" stop-opacity="0.82"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${paint}"/></linearGradient>`,
    '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4d6478"/><stop offset="1" stop-color="#1b2631"/></linearGradient>',
    '</defs>',
    setting(photo),
    `<ellipse cx="${WIDTH / 2}" cy="${GROUND + 4}" rx="330" ry="16" fill="#000" opacity="0.22"/>`,
    `<g${facing}>${body}</g>`,
    '</svg>',
  ].join('')
}
