// The driver licence a truck needs, by region (issue 11). AU classes follow the national heavy
// vehicle licence scheme: C up to 4.5 t GVM; LR above 4.5 t up to 8 t; MR two axles above 8 t; HR
// three or more axles above 8 t; HC a prime mover with a semi-trailer or a rigid truck towing a
// trailer over 9 t GVM; MC two or more trailers (B-doubles, road trains). A trailer of 9 t GVM or
// less never changes the rigid class. NZ classes follow the Land Transport (Driver Licensing) Rule
// 1999: rigid vehicles by gross laden weight (1 up to 6,000 kg, 2 up to 18,000 kg or any two-axle
// truck, 4 above), combinations by gross combined weight (1 up to 6,000 kg, 2 up to 12,000 kg,
// 3 up to 25,000 kg, 5 above); a light trailer (3,500 kg or less) leaves the rigid class.
import type { Region } from '../region.js'
import type { TruckSpecs } from '../schemas/vehicle-specs.js'
import { axleCountOf, PRIME_MOVER_BODY } from './vehicle-kinds.js'

export const AU_LICENCE_CLASSES = ['C', 'LR', 'MR', 'HR', 'HC', 'MC'] as const
export const NZ_LICENCE_CLASSES = ['Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5'] as const
export type LicenceClass = (typeof AU_LICENCE_CLASSES)[number] | (typeof NZ_LICENCE_CLASSES)[number]

const LICENCE_CLASS_NAMES: Readonly<Record<LicenceClass, string>> = {
  C: 'Car',
  LR: 'Light Rigid',
  MR: 'Medium Rigid',
  HR: 'Heavy Rigid',
  HC: 'Heavy Combination',
  MC: 'Multi Combination',
  'Class 1': 'Car',
  'Class 2': 'Medium Rigid',
  'Class 3': 'Medium Combination',
  'Class 4': 'Heavy Rigid',
  'Class 5': 'Heavy Combination',
}

export function isLicenceClass(value: string): value is LicenceClass {
  return Object.hasOwn(LICENCE_CLASS_NAMES, value)
}

/** 'HR (Heavy Rigid)', 'Class 4 (Heavy Rigid)'. */
export function licenceClassLabel(licenceClass: LicenceClass): string {
  return `${licenceClass} (${LICENCE_CLASS_NAMES[licenceClass]})`
}

/** What the truck pulls while it is driven. */
export type TruckTowing =
  | { kind: 'none' }
  /** A rigid truck towing one trailer of the given GVM. */
  | { kind: 'trailer'; trailerGvmKg: number }
  /** A prime mover with one semi-trailer. */
  | { kind: 'semi-trailer' }
  /** Two or more trailers: a B-double or a road train. */
  | { kind: 'multi-combination' }

export interface TruckLicenceInput {
  gvmKg: number
  /** Needed to class an NZ combination; an unknown GCM classes it as the heaviest. */
  gcmKg: number | null
  axles: number
  towing: TruckTowing
}

const AU_CAR_MAX_GVM_KG = 4_500
const AU_LIGHT_RIGID_MAX_GVM_KG = 8_000
const AU_LIGHT_TRAILER_MAX_GVM_KG = 9_000
const NZ_CLASS_1_MAX_KG = 6_000
const NZ_MEDIUM_RIGID_MAX_GLW_KG = 18_000
const NZ_MEDIUM_COMBINATION_MAX_GCW_KG = 12_000
const NZ_CLASS_3_MAX_GCW_KG = 25_000
const NZ_LIGHT_TRAILER_MAX_KG = 3_500

/** The AU licence class needed to drive a truck as described. */
export function auLicenceClass({ gvmKg, axles, towing }: TruckLicenceInput): LicenceClass {
  if (towing.kind === 'multi-combination') return 'MC'
  if (towing.kind === 'semi-trailer') return 'HC'
  if (towing.kind === 'trailer' && towing.trailerGvmKg > AU_LIGHT_TRAILER_MAX_GVM_KG) return 'HC'
  if (gvmKg <= AU_CAR_MAX_GVM_KG) return 'C'
  if (gvmKg <= AU_LIGHT_RIGID_MAX_GVM_KG) return 'LR'
  return axles <= 2 ? 'MR' : 'HR'
}

/** The NZ licence class needed to drive a truck as described. */
export function nzLicenceClass({ gvmKg, gcmKg, axles, towing }: TruckLicenceInput): LicenceClass {
  const combination =
    towing.kind === 'semi-trailer' ||
    towing.kind === 'multi-combination' ||
    (towing.kind === 'trailer' && towing.trailerGvmKg > NZ_LIGHT_TRAILER_MAX_KG)
  if (combination) {
    const gcw = gcmKg ?? Number.POSITIVE_INFINITY
    if (gcw <= NZ_CLASS_1_MAX_KG) return 'Class 1'
    if (gcw <= NZ_MEDIUM_COMBINATION_MAX_GCW_KG) return 'Class 2'
    if (gcw <= NZ_CLASS_3_MAX_GCW_KG) return 'Class 3'
    return 'Class 5'
  }
  if (gvmKg <= NZ_CLASS_1_MAX_KG) return 'Class 1'
  if (gvmKg <= NZ_MEDIUM_RIGID_MAX_GLW_KG || axles <= 2) return 'Class 2'
  return 'Class 4'
}

/**
 * A prime mover rated above this GCM is built for a B-double or more: a six-axle semi-trailer
 * combination runs at most 45.5 t (higher mass limits), so more than that means two trailers.
 */
const SINGLE_SEMI_TRAILER_MAX_GCM_KG = 45_500

/**
 * What a listed truck is driven with: a prime mover pulls a semi-trailer, or two trailers when its
 * GCM is beyond a single semi-trailer's; a rigid truck is classed on its own (a listing does not
 * say what it will tow).
 */
export function towingOf(truck: Pick<TruckSpecs, 'gcm_kg'>, body: string): TruckTowing {
  if (body !== PRIME_MOVER_BODY) return { kind: 'none' }
  return truck.gcm_kg !== null && truck.gcm_kg > SINGLE_SEMI_TRAILER_MAX_GCM_KG
    ? { kind: 'multi-combination' }
    : { kind: 'semi-trailer' }
}

/** The licence class a listed truck needs in the site's region. */
export function truckLicenceClass(
  truck: Pick<TruckSpecs, 'gvm_kg' | 'gcm_kg' | 'axle_configuration'>,
  body: string,
  region: Region,
): LicenceClass {
  const input: TruckLicenceInput = {
    gvmKg: truck.gvm_kg,
    gcmKg: truck.gcm_kg,
    axles: axleCountOf(truck.axle_configuration),
    towing: towingOf(truck, body),
  }
  return region === 'NZ' ? nzLicenceClass(input) : auLicenceClass(input)
}
