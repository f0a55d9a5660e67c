export type { Car, CarInput, CarType } from './schemas/car.js'

export const CAR_TYPES = ['new', 'used', 'demo'] as const

/** How a car type reads to a shopper: chips, menus and filters. */
export const CAR_TYPE_LABELS: Readonly<Record<(typeof CAR_TYPES)[number], string>> = {
  new: 'New',
  used: 'Used',
  demo: 'Demo',
}

/** Tags with a meaning of their own (§3). */
export const SPECIAL_TAGS = [
  'Test Drive Only',
  '*** Test Drive Vehicle Only ***',
  'Special',
  'Pre-order',
] as const

/** Tags shown for availability states (§4). */
export const COMING_SOON_TAG = 'COMING SOON'
export const RESERVED_TAG = 'Reserved'
export const SOLD_LABEL = 'SOLD'
export const NEW_TAG = 'New'
