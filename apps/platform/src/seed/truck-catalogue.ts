// Trucks the demo stock is drawn from: models AU/NZ dealers sell, each badge with the GVM, GCM, axle
// configuration and power its maker rates it at — from a 4,495 kg Canter a car licence drives to a
// B-double-rated Kenworth — so every licence class (C, LR, MR, HR, HC, MC) has real stock.
import { type CatalogueModel, familyModel, type TruckVariant } from './vehicle-catalogue.js'

const truck = (
  gvmKg: number,
  gcmKg: number,
  axles: TruckVariant['axles'],
  powerHp: number,
  newPrice: number,
): TruckVariant => ({ kind: 'truck', gvmKg, gcmKg, axles, powerHp, newPrice })

const LIGHT_BODIES = ['Cab Chassis', 'Tray', 'Tipper', 'Pantech', 'Refrigerated'] as const
const RIGID_BODIES = ['Cab Chassis', 'Tautliner', 'Pantech', 'Refrigerated', 'Tipper', 'Crane Truck'] as const
const common = { fuels: ['Diesel'], drive: null } as const

export const TRUCK_CATALOGUE: readonly CatalogueModel[] = [
  familyModel({
    ...common,
    make: 'Isuzu',
    model: 'N Series',
    series: 'NLR/NPR/NQR',
    bodies: LIGHT_BODIES,
    transmissions: ['Automatic', 'Manual'],
    seats: 3,
    since: 2015,
    variants: {
      'NLR 45-150': truck(4_500, 8_000, '4x2', 150, 75_000),
      'NPR 75-190': truck(7_500, 11_000, '4x2', 190, 92_000),
      'NQR 87-190': truck(8_700, 12_000, '4x2', 190, 98_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Hino',
    model: '300 Series',
    series: 'XKU',
    bodies: LIGHT_BODIES,
    transmissions: ['Automatic'],
    seats: 3,
    since: 2014,
    variants: {
      '616 Standard Cab': truck(5_500, 9_000, '4x2', 150, 82_000),
      '921 Wide Cab': truck(8_500, 11_500, '4x2', 205, 99_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Fuso',
    model: 'Canter',
    series: 'FEB',
    bodies: ['Tipper', 'Cab Chassis', 'Tray'],
    transmissions: ['Automatic'],
    seats: 3,
    since: 2016,
    variants: {
      '515 City Cab': truck(4_495, 7_500, '4x2', 150, 72_000),
      '918 Wide Cab': truck(8_500, 11_500, '4x2', 175, 95_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Isuzu',
    model: 'F Series',
    series: 'FRR/FVZ',
    bodies: [...RIGID_BODIES, 'Water Truck'],
    transmissions: ['Automatic', 'Manual'],
    seats: 3,
    since: 2014,
    variants: {
      'FRR 110-260': truck(11_000, 20_000, '4x2', 260, 145_000),
      'FVZ 260-300': truck(26_000, 32_000, '6x4', 300, 210_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Hino',
    model: '500 Series',
    series: 'FE/FM',
    bodies: RIGID_BODIES,
    transmissions: ['Automatic'],
    seats: 3,
    since: 2017,
    variants: {
      'FE 1426': truck(14_000, 20_000, '4x2', 260, 160_000),
      'FM 2632': truck(26_000, 32_000, '6x4', 320, 225_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Iveco',
    model: 'Eurocargo',
    series: 'ML',
    bodies: ['Tautliner', 'Refrigerated', 'Pantech', 'Tilt Tray'],
    transmissions: ['Automatic'],
    seats: 3,
    since: 2016,
    variants: { ML160E28: truck(16_000, 24_000, '4x2', 280, 175_000) },
  }),
  familyModel({
    ...common,
    make: 'Mack',
    model: 'Granite',
    series: 'MP8',
    bodies: ['Tipper'],
    transmissions: ['Automatic'],
    seats: 2,
    since: 2016,
    variants: { '8x4 Tipper': truck(32_000, 45_500, '8x4', 535, 365_000) },
  }),
  familyModel({
    ...common,
    make: 'Kenworth',
    model: 'T610',
    series: 'T610',
    bodies: ['Prime Mover'],
    transmissions: ['Manual', 'Automatic'],
    seats: 2,
    since: 2017,
    variants: {
      SAR: truck(26_000, 90_000, '6x4', 615, 420_000),
      'Day Cab': truck(23_000, 45_500, '6x4', 550, 360_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Volvo',
    model: 'FH',
    series: 'FH',
    bodies: ['Prime Mover'],
    transmissions: ['Automatic'],
    seats: 2,
    since: 2014,
    variants: {
      'FH540 Globetrotter': truck(26_000, 70_000, '6x4', 540, 380_000),
      'FH16 700': truck(26_500, 106_000, '6x4', 700, 520_000),
    },
  }),
  familyModel({
    ...common,
    make: 'Scania',
    model: 'R Series',
    series: 'R/G',
    bodies: ['Prime Mover'],
    transmissions: ['Automatic'],
    seats: 2,
    since: 2017,
    variants: {
      'R 620 6x4': truck(26_000, 90_000, '6x4', 620, 430_000),
      'G 410 4x2': truck(18_000, 42_500, '4x2', 410, 260_000),
    },
  }),
]
