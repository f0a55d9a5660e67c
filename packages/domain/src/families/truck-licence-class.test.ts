import { describe, expect, it } from 'vitest'
import {
  auLicenceClass,
  licenceClassLabel,
  nzLicenceClass,
  type TruckTowing,
  towingOf,
  truckLicenceClass,
} from './truck-licence-class.js'
import { axleCountOf } from './vehicle-kinds.js'

const none: TruckTowing = { kind: 'none' }
const semi: TruckTowing = { kind: 'semi-trailer' }
const multi: TruckTowing = { kind: 'multi-combination' }
const trailer = (trailerGvmKg: number): TruckTowing => ({ kind: 'trailer', trailerGvmKg })

describe('auLicenceClass (AU heavy vehicle licence classes)', () => {
  it.each([
    // gvm, axles, towing, class
    [4_499, 2, none, 'C'],
    [4_500, 2, none, 'C'],
    [4_501, 2, none, 'LR'],
    [8_000, 2, none, 'LR'],
    [8_000, 3, none, 'LR'],
    [8_001, 2, none, 'MR'],
    [16_000, 2, none, 'MR'],
    [8_001, 3, none, 'HR'],
    [26_000, 3, none, 'HR'],
    [32_000, 4, none, 'HR'],
    // a trailer of 9 t GVM or less leaves the rigid class; above 9 t it is a heavy combination
    [7_500, 2, trailer(9_000), 'LR'],
    [16_000, 2, trailer(9_000), 'MR'],
    [16_000, 2, trailer(9_001), 'HC'],
    [4_500, 2, trailer(9_001), 'HC'],
    [23_000, 3, semi, 'HC'],
    [26_000, 3, multi, 'MC'],
  ] as const)('GVM %d kg, %d axles, towing %o → %s', (gvmKg, axles, towing, expected) => {
    expect(auLicenceClass({ gvmKg, gcmKg: null, axles, towing })).toBe(expected)
  })
})

describe('nzLicenceClass (NZ driver licence classes 1–5)', () => {
  it.each([
    // gvm (GLW), gcm (GCW), axles, towing, class
    [6_000, null, 2, none, 'Class 1'],
    [6_001, null, 2, none, 'Class 2'],
    [18_000, null, 3, none, 'Class 2'],
    [18_001, null, 2, none, 'Class 2'],
    [18_001, null, 3, none, 'Class 4'],
    [30_000, null, 4, none, 'Class 4'],
    // a light trailer (3,500 kg or less) keeps the rigid class
    [18_001, 21_500, 3, trailer(3_500), 'Class 4'],
    [4_500, 6_000, 2, trailer(3_501), 'Class 1'],
    [4_500, 6_001, 2, trailer(3_501), 'Class 2'],
    [8_000, 12_000, 2, trailer(4_000), 'Class 2'],
    [8_000, 12_001, 2, trailer(4_100), 'Class 3'],
    [16_000, 25_000, 2, semi, 'Class 3'],
    [16_000, 25_001, 3, semi, 'Class 5'],
    [26_000, 70_000, 3, multi, 'Class 5'],
    // an unknown combination weight is classed as the heaviest
    [16_000, null, 3, semi, 'Class 5'],
  ] as const)('GLW %d kg, GCW %s kg, %d axles, towing %o → %s', (gvmKg, gcmKg, axles, towing, expected) => {
    expect(nzLicenceClass({ gvmKg, gcmKg, axles, towing })).toBe(expected)
  })
})

describe('towingOf (what a listed truck is driven with)', () => {
  it.each([
    ['Tipper', 40_000, 'none'],
    ['Prime Mover', null, 'semi-trailer'],
    ['Prime Mover', 45_500, 'semi-trailer'],
    ['Prime Mover', 45_501, 'multi-combination'],
    ['Cab Chassis', null, 'none'],
  ] as const)('%s with GCM %s → %s', (body, gcm_kg, expected) => {
    expect(towingOf({ gcm_kg }, body).kind).toBe(expected)
  })
})

describe('truckLicenceClass (a listing in its region)', () => {
  it.each([
    [{ gvm_kg: 4_500, gcm_kg: 8_000, axle_configuration: '4x2' }, 'Cab Chassis', 'AU', 'C'],
    [{ gvm_kg: 7_500, gcm_kg: 11_000, axle_configuration: '4x2' }, 'Tipper', 'AU', 'LR'],
    [{ gvm_kg: 8_700, gcm_kg: 12_000, axle_configuration: '4x2' }, 'Pantech', 'AU', 'MR'],
    [{ gvm_kg: 26_000, gcm_kg: 45_000, axle_configuration: '6x4' }, 'Tipper', 'AU', 'HR'],
    [{ gvm_kg: 23_000, gcm_kg: 45_500, axle_configuration: '6x4' }, 'Prime Mover', 'AU', 'HC'],
    [{ gvm_kg: 26_000, gcm_kg: 90_000, axle_configuration: '6x4' }, 'Prime Mover', 'AU', 'MC'],
    [{ gvm_kg: 26_000, gcm_kg: 45_000, axle_configuration: '6x4' }, 'Tipper', 'NZ', 'Class 4'],
    [{ gvm_kg: 8_700, gcm_kg: 12_000, axle_configuration: '4x2' }, 'Pantech', 'NZ', 'Class 2'],
    [{ gvm_kg: 23_000, gcm_kg: 45_500, axle_configuration: '6x4' }, 'Prime Mover', 'NZ', 'Class 5'],
  ] as const)('%o %s in %s → %s', (truck, body, region, expected) => {
    expect(truckLicenceClass(truck, body, region)).toBe(expected)
  })

  it.each([
    ['4x2', 2],
    ['4x4', 2],
    ['6x4', 3],
    ['8x4', 4],
    ['10x4', 5],
  ] as const)('axle configuration %s has %d axles', (configuration, axles) => {
    expect(axleCountOf(configuration)).toBe(axles)
  })

  it.each([
    ['HR', 'HR (Heavy Rigid)'],
    ['MC', 'MC (Multi Combination)'],
    ['Class 2', 'Class 2 (Medium Rigid)'],
    ['Class 5', 'Class 5 (Heavy Combination)'],
  ] as const)('%s reads %s', (licenceClass, label) => {
    expect(licenceClassLabel(licenceClass)).toBe(label)
  })
})
