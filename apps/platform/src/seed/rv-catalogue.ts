// RVs the demo stock is drawn from: AU makers' caravans, pop tops, camper trailers, a hybrid, a fifth
// wheeler, motorhomes and a campervan, each with its berths, length, tare, ATM and ball weight — and
// the utes RV dealers sell as tow vehicles, so /search/rv-utes-qld has stock.
import { type CatalogueModel, familyModel, type RvVariant } from './vehicle-catalogue.js'

const rv = (
  body: RvVariant['body'],
  berths: number,
  lengthM: number,
  tareKg: number,
  atmKg: number,
  ballKg: number | null,
  newPrice: number,
  fitOut: Partial<Pick<RvVariant, 'slideOuts' | 'offRoad' | 'ensuite'>> = {},
): RvVariant => ({
  kind: 'rv',
  body,
  berths,
  lengthM,
  tareKg,
  atmKg,
  ballKg,
  slideOuts: fitOut.slideOuts ?? 0,
  offRoad: fitOut.offRoad ?? null,
  ensuite: fitOut.ensuite ?? false,
  newPrice,
})

const towed = {
  fuels: ['Not Applicable'],
  transmissions: ['Not Applicable'],
  drive: null,
  seats: null,
} as const
const driven = { fuels: ['Diesel'], transmissions: ['Automatic'], seats: 4 } as const

export const RV_CATALOGUE: readonly CatalogueModel[] = [
  familyModel({
    ...towed,
    make: 'Jayco',
    model: 'Journey',
    series: null,
    since: 2014,
    variants: {
      'Outback 21.66-3': rv('Caravan', 4, 8.4, 2_480, 3_080, 240, 92_000, {
        offRoad: 'Semi off-road',
        ensuite: true,
      }),
      'Pop-Top 17.55-3': rv('Pop Top', 3, 6.6, 1_700, 2_100, 150, 62_000, { offRoad: 'On-road' }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Jayco',
    model: 'Swan',
    series: null,
    since: 2012,
    variants: {
      Outback: rv('Camper Trailer', 6, 5.2, 1_150, 1_500, 100, 36_000, { offRoad: 'Semi off-road' }),
      Touring: rv('Camper Trailer', 6, 5.0, 1_090, 1_450, 95, 33_000, { offRoad: 'On-road' }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Jayco',
    model: 'Crosstrak',
    series: null,
    since: 2020,
    variants: {
      '14.44-2.CT': rv('Hybrid Camper', 3, 5.3, 1_550, 2_100, 150, 48_000, { offRoad: 'Off-road' }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Track Trailer',
    model: 'Tvan',
    series: 'MK5',
    since: 2016,
    variants: {
      Murranji: rv('Camper Trailer', 2, 4.5, 1_150, 1_600, 140, 72_000, { offRoad: 'Extreme off-road' }),
    },
  }),
  familyModel({
    ...towed,
    make: 'New Age',
    model: 'Manta Ray',
    series: null,
    since: 2015,
    variants: {
      '19ER': rv('Caravan', 2, 7.9, 2_650, 3_300, 250, 98_000, { offRoad: 'Off-road', ensuite: true }),
      '21ER': rv('Caravan', 4, 8.5, 2_900, 3_500, 280, 106_000, { offRoad: 'Off-road', ensuite: true }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Zone RV',
    model: 'Z-3',
    series: null,
    since: 2019,
    variants: {
      '16': rv('Caravan', 2, 6.7, 2_450, 3_200, 230, 145_000, { offRoad: 'Extreme off-road', ensuite: true }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Lotus',
    model: 'Trooper',
    series: null,
    since: 2015,
    variants: {
      '196': rv('Caravan', 3, 8.3, 2_950, 3_500, 300, 128_000, { offRoad: 'Off-road', ensuite: true }),
      '206 Family': rv('Caravan', 6, 8.7, 3_150, 3_800, 320, 134_000, {
        offRoad: 'Off-road',
        ensuite: true,
        slideOuts: 1,
      }),
    },
  }),
  familyModel({
    ...towed,
    make: 'Grand Design',
    model: 'Reflection',
    series: null,
    since: 2018,
    variants: {
      '303RLS': rv('Fifth Wheeler', 4, 10.5, 3_700, 4_700, 800, 230_000, {
        offRoad: 'On-road',
        ensuite: true,
        slideOuts: 3,
      }),
    },
  }),
  familyModel({
    ...driven,
    make: 'Avan',
    model: 'Aspire',
    series: null,
    drive: 'FWD',
    since: 2015,
    variants: {
      '503': rv('Motorhome', 2, 7.0, 3_900, 4_490, null, 175_000, { offRoad: 'On-road', ensuite: true }),
      '554': rv('Motorhome', 4, 7.4, 4_050, 4_490, null, 189_000, { offRoad: 'On-road', ensuite: true }),
    },
  }),
  familyModel({
    ...driven,
    make: 'Winnebago',
    model: 'Esperance',
    series: null,
    drive: 'RWD',
    since: 2016,
    variants: {
      C7924SL: rv('Motorhome', 4, 7.9, 4_150, 4_490, null, 215_000, { ensuite: true, slideOuts: 1 }),
      C7624SL: rv('Motorhome', 2, 7.6, 4_050, 4_490, null, 205_000, { ensuite: true, slideOuts: 1 }),
    },
  }),
  familyModel({
    ...driven,
    make: 'Trakka',
    model: 'Jabiru',
    series: null,
    drive: 'FWD',
    seats: 2,
    since: 2018,
    variants: { '2': rv('Campervan', 2, 6.0, 3_150, 3_880, null, 170_000, { offRoad: 'On-road' }) },
  }),
  // Tow vehicles an RV dealer keeps in stock: cars (no RV attributes), rated to tow 3,500 kg.
  {
    make: 'Toyota',
    model: 'LandCruiser 70',
    badges: ['GXL Single Cab', 'Workmate Double Cab'],
    series: 'VDJ79R',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Manual', 'Automatic'],
    drive: '4WD',
    seats: 2,
    newPrice: 88_000,
    since: 2016,
  },
  {
    make: 'Ford',
    model: 'Ranger',
    badges: ['XLT', 'Wildtrak'],
    series: 'PY',
    body: 'Ute',
    fuels: ['Diesel'],
    transmissions: ['Automatic'],
    drive: '4WD',
    seats: 5,
    newPrice: 66_000,
    since: 2016,
  },
]
