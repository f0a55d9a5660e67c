// Models the demo stock is drawn from: real AU/NZ best sellers with their usual badges, so the
// storefront's facets (make, model, body, fuel) look like a real yard's.

import type { AxleConfiguration, MotorcycleStyle, OffRoadRating, RvType, TruckBody } from '@forecourt/domain'

type CarBody = 'SUV' | 'Hatchback' | 'Ute' | 'Sedan' | 'Wagon' | 'Coupe'
export type SimpleBody = CarBody | TruckBody | MotorcycleStyle | RvType
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Not Applicable'

/** A truck as built: its masses, axles and engine (issue 11). */
export interface TruckVariant {
  kind: 'truck'
  gvmKg: number
  gcmKg: number
  axles: AxleConfiguration
  powerHp: number
  newPrice: number
}

/** A motorcycle as built: capacity, power and tare decide its LAMS approval. */
export interface MotorcycleVariant {
  kind: 'motorcycle'
  /** null for an electric motorcycle. */
  engineCc: number | null
  powerKw: number
  tareKg: number
  newPrice: number
}

/** An RV as built: its type, beds, size, masses and fit-out. */
export interface RvVariant {
  kind: 'rv'
  body: RvType
  berths: number
  lengthM: number
  tareKg: number
  /** ATM, or a motorhome's GVM. */
  atmKg: number
  ballKg: number | null
  slideOuts: number
  offRoad: OffRoadRating | null
  ensuite: boolean
  newPrice: number
}

export type FamilyVariant = TruckVariant | MotorcycleVariant | RvVariant

export interface CatalogueModel {
  make: string
  model: string
  badges: readonly string[]
  series: string | null
  body: SimpleBody
  /** Bodies the model is sold with, one drawn per vehicle (a truck chassis takes many); else `body`. */
  bodies?: readonly SimpleBody[]
  fuels: readonly SimpleFuel[]
  transmissions: readonly ('Automatic' | 'Manual' | 'Not Applicable')[]
  drive: 'FWD' | 'RWD' | 'AWD' | '4WD' | 'Chain' | 'Belt' | 'Shaft' | null
  seats: number | null
  /** Drive-away price of a new one today, in dollars; used cars depreciate from it. */
  newPrice: number
  /** First model year sold in this shape. */
  since: number
  /** A truck's, motorcycle's or RV's attributes by badge; each badge has one. */
  variants?: Readonly<Record<string, FamilyVariant>>
}

/**
 * A truck, motorcycle or RV model whose badges are its variants: the badge list, body and new price
 * come from them, so a badge never lacks its attributes.
 */
export function familyModel(
  model: Omit<CatalogueModel, 'badges' | 'newPrice' | 'variants' | 'body'> & {
    body?: SimpleBody
    variants: Readonly<Record<string, FamilyVariant>>
  },
): CatalogueModel {
  const variants = Object.values(model.variants)
  const first = variants[0]
  if (!first) throw new Error(`${model.make} ${model.model} has no variants`)
  return {
    ...model,
    badges: Object.keys(model.variants),
    body: model.body ?? (first.kind === 'rv' ? first.body : (model.bodies?.[0] ?? 'Cab Chassis')),
    newPrice: Math.min(...variants.map((variant) => variant.newPrice)),
  }
}

export const VEHICLE_CATALOGUE: readonly CatalogueModel[] = [
  {
    make: 'Toyota',
    model: 'Corolla',
    badges: ['Ascent Sport', 'SX', 'ZR'],
    series: 'ZWE211R',
    body: 'Hatchback',
    fuels: ['Petrol', 'Hybrid'],
    transmissions: ['Automatic'],
    drive: 'FWD',
    seats: 5,
    newPrice: 33000,
    since: 2012,
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    badges: ['GX', 'GXL', 'Cruiser', 'Edge'],
    series: 'AXAH54R',
    body: 'SUV',
    fuels: ['Petrol', 'Hybrid'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 5,
    newPrice: 48000,
    since: 2013,
  },
  {
    make: 'Toyota',
    model: 'HiLux',
    badges: ['Workmate', 'SR', 'SR5', 'Rogue'],
    series: 'GUN126R',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Automatic', 'Manual'],
    drive: '4WD',
    seats: 5,
    newPrice: 62000,
    since: 2012,
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    badges: ['Maxx', 'Maxx Sport', 'Touring', 'Akera'],
    series: 'KF',
    body: 'SUV',
    fuels: ['Petrol', 'Diesel'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 5,
    newPrice: 45000,
    since: 2012,
  },
  {
    make: 'Mazda',
    model: 'Mazda3',
    badges: ['G20 Pure', 'G20 Evolve', 'G25 Astina'],
    series: 'BP',
    body: 'Hatchback',
    fuels: ['Petrol'],
    transmissions: ['Automatic', 'Manual'],
    drive: 'FWD',
    seats: 5,
    newPrice: 34000,
    since: 2012,
  },
  {
    make: 'Ford',
    model: 'Ranger',
    badges: ['XL', 'XLT', 'Sport', 'Wildtrak'],
    series: 'PY',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Automatic', 'Manual'],
    drive: '4WD',
    seats: 5,
    newPrice: 68000,
    since: 2012,
  },
  {
    make: 'Ford',
    model: 'Mustang',
    badges: ['GT', 'EcoBoost'],
    series: 'FN',
    body: 'Coupe',
    fuels: ['Petrol'],
    transmissions: ['Automatic', 'Manual'],
    drive: 'RWD',
    seats: 4,
    newPrice: 82000,
    since: 2016,
  },
  {
    make: 'Hyundai',
    model: 'i30',
    badges: ['Active', 'Elite', 'N Line'],
    series: 'PD',
    body: 'Hatchback',
    fuels: ['Petrol'],
    transmissions: ['Automatic', 'Manual'],
    drive: 'FWD',
    seats: 5,
    newPrice: 30000,
    since: 2012,
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    badges: ['Elite', 'Highlander', 'N Line'],
    series: 'NX4',
    body: 'SUV',
    fuels: ['Petrol', 'Diesel', 'Hybrid'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 5,
    newPrice: 46000,
    since: 2015,
  },
  {
    make: 'Kia',
    model: 'Sportage',
    badges: ['S', 'SX', 'GT-Line'],
    series: 'NQ5',
    body: 'SUV',
    fuels: ['Petrol', 'Diesel', 'Hybrid'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 5,
    newPrice: 44000,
    since: 2012,
  },
  {
    make: 'Kia',
    model: 'Cerato',
    badges: ['S', 'Sport', 'GT'],
    series: 'BD',
    body: 'Sedan',
    fuels: ['Petrol'],
    transmissions: ['Automatic', 'Manual'],
    drive: 'FWD',
    seats: 5,
    newPrice: 29000,
    since: 2013,
  },
  {
    make: 'Mitsubishi',
    model: 'Triton',
    badges: ['GLX', 'GLX+', 'GLS'],
    series: 'MV',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Automatic', 'Manual'],
    drive: '4WD',
    seats: 5,
    newPrice: 55000,
    since: 2012,
  },
  {
    make: 'Mitsubishi',
    model: 'Outlander',
    badges: ['ES', 'LS', 'Exceed'],
    series: 'ZM',
    body: 'SUV',
    fuels: ['Petrol', 'Hybrid'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 7,
    newPrice: 47000,
    since: 2013,
  },
  {
    make: 'Tesla',
    model: 'Model 3',
    badges: ['Rear-Wheel Drive', 'Long Range', 'Performance'],
    series: null,
    body: 'Sedan',
    fuels: ['Electric'],
    transmissions: ['Automatic'],
    drive: 'RWD',
    seats: 5,
    newPrice: 62000,
    since: 2019,
  },
  {
    make: 'Subaru',
    model: 'Outback',
    badges: ['AWD', 'AWD Sport', 'AWD Touring'],
    series: 'BT',
    body: 'Wagon',
    fuels: ['Petrol'],
    transmissions: ['Automatic'],
    drive: 'AWD',
    seats: 5,
    newPrice: 50000,
    since: 2012,
  },
  {
    make: 'Volkswagen',
    model: 'Golf',
    badges: ['110TSI Life', 'R-Line', 'GTI'],
    series: 'Mk8',
    body: 'Hatchback',
    fuels: ['Petrol'],
    transmissions: ['Automatic'],
    drive: 'FWD',
    seats: 5,
    newPrice: 42000,
    since: 2012,
  },
  {
    make: 'Nissan',
    model: 'Navara',
    badges: ['SL', 'ST', 'ST-X', 'PRO-4X'],
    series: 'D23',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Automatic', 'Manual'],
    drive: '4WD',
    seats: 5,
    newPrice: 60000,
    since: 2015,
  },
  {
    make: 'Suzuki',
    model: 'Swift',
    badges: ['GL', 'GLX', 'Sport'],
    series: 'AZ',
    body: 'Hatchback',
    fuels: ['Petrol', 'Hybrid'],
    transmissions: ['Automatic', 'Manual'],
    drive: 'FWD',
    seats: 5,
    newPrice: 25000,
    since: 2012,
  },
]
