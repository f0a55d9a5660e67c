// A vehicle's family attributes as the seed draws them (issue 11): a truck's masses and engine hours,
// a motorcycle's capacity, power and LAMS approvals — decided by the domain's LAMS rules from its own
// figures — and an RV's berths, size, masses and fit-out.
import { type Car, type CarType, isAuLamsEligible, isNzLamsEligible } from '@forecourt/domain'
import type { Random } from './prng.js'
import type { FamilyVariant } from './vehicle-catalogue.js'

export interface SpecsDraw {
  carType: CarType
  year: number
  km: number
}

export function specsFor(random: Random, variant: FamilyVariant | undefined, draw: SpecsDraw): Car['specs'] {
  if (!variant) return { kind: 'car' }
  switch (variant.kind) {
    case 'truck':
      return {
        kind: 'truck',
        gvm_kg: variant.gvmKg,
        gcm_kg: variant.gcmKg,
        axle_configuration: variant.axles,
        // Hours follow the odometer at an average working speed (city delivery 35 km/h, linehaul 60).
        engine_hours: draw.carType === 'new' ? random.int(0, 40) : Math.round(draw.km / random.int(35, 60)),
        engine_power_hp: variant.powerHp,
      }
    case 'motorcycle': {
      const figures = {
        engineCc: variant.engineCc,
        powerKw: variant.powerKw,
        tareKg: variant.tareKg,
        year: draw.year,
      }
      return {
        kind: 'motorcycle',
        engine_cc: variant.engineCc,
        power_kw: variant.powerKw,
        tare_kg: variant.tareKg,
        lams_approved: isAuLamsEligible(figures),
        nz_lams_approved: isNzLamsEligible(figures),
      }
    }
    case 'rv':
      return {
        kind: 'rv',
        berths: variant.berths,
        length_m: variant.lengthM,
        tare_kg: variant.tareKg,
        atm_kg: variant.atmKg,
        ball_weight_kg: variant.ballKg,
        slide_outs: variant.slideOuts,
        off_road_rating: variant.offRoad,
        ensuite: variant.ensuite,
      }
  }
}
