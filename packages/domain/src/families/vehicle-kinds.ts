// The kinds of vehicle a dealer lists and the words each kind's attributes take (issue 11: trucks,
// motorcycles and RVs are described with their own attributes, not car words). Constants only; the
// zod schemas are in ../schemas/vehicle-specs.ts.

/** What a vehicle is, which decides the attributes it carries (a ute at an RV dealer is a car). */
const VEHICLE_KINDS = ['car', 'truck', 'motorcycle', 'rv'] as const
export type VehicleKind = (typeof VEHICLE_KINDS)[number]

/**
 * Truck axle configurations as AU/NZ listings write them: wheel positions × driven wheel positions,
 * so the first number halved is the axle count (6x4: three axles, two driven).
 */
export const AXLE_CONFIGURATIONS = ['4x2', '4x4', '6x2', '6x4', '6x6', '8x4', '10x4'] as const
export type AxleConfiguration = (typeof AXLE_CONFIGURATIONS)[number]

/** The number of axles of a configuration: '6x4' → 3, '8x4' → 4. */
export function axleCountOf(configuration: AxleConfiguration): number {
  return Number(configuration.split('x')[0]) / 2
}

/** Truck bodies (simple_body on a truck). */
const TRUCK_BODIES = [
  'Cab Chassis',
  'Tipper',
  'Prime Mover',
  'Pantech',
  'Tautliner',
  'Refrigerated',
  'Tray',
  'Tilt Tray',
  'Crane Truck',
  'Water Truck',
] as const
export type TruckBody = (typeof TRUCK_BODIES)[number]

/** The body of a truck built to pull a semi-trailer rather than carry a load itself. */
export const PRIME_MOVER_BODY: TruckBody = 'Prime Mover'

/** Motorcycle styles (simple_body on a motorcycle). */
export const MOTORCYCLE_STYLES = [
  'Naked',
  'Adventure',
  'Cruiser',
  'Sport',
  'Touring',
  'Scooter',
  'Dirt',
] as const
export type MotorcycleStyle = (typeof MOTORCYCLE_STYLES)[number]

/** RV types (simple_body on an RV). */
export const RV_TYPES = [
  'Caravan',
  'Pop Top',
  'Camper Trailer',
  'Hybrid Camper',
  'Fifth Wheeler',
  'Motorhome',
  'Campervan',
] as const
export type RvType = (typeof RV_TYPES)[number]

/** RVs that are towed, so a shopper needs a tow vehicle rated for them. */
export const TOWABLE_RV_TYPES: readonly RvType[] = [
  'Caravan',
  'Pop Top',
  'Camper Trailer',
  'Hybrid Camper',
  'Fifth Wheeler',
]

export function isTowableRvType(body: string): boolean {
  return (TOWABLE_RV_TYPES as readonly string[]).includes(body)
}

/** How far off the bitumen an RV is built to go, as AU caravan makers rate it. */
export const OFF_ROAD_RATINGS = ['On-road', 'Semi off-road', 'Off-road', 'Extreme off-road'] as const
export type OffRoadRating = (typeof OFF_ROAD_RATINGS)[number]
