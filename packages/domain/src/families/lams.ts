// Learner-approved motorcycles (issue 11). Approval is a list each regulator keeps; these rules say
// whether a motorcycle can be on it, so the seed and a dealer's data entry never claim what the
// scheme forbids. AU LAMS: engine capacity 660 cc or less and power-to-weight 150 kW/t or less,
// weight being the tare plus 90 kg for rider and fuel; an electric motorcycle 25 kW or less. NZ LAMS:
// 250 cc or less is approved unless prohibited; 251–660 cc only when listed, which needs the same
// 150 kW/t; an electric motorcycle 150 kW/t or less; nothing above 660 cc (pre-1960 bikes aside).
import type { Region } from '../region.js'
import type { MotorcycleSpecs } from '../schemas/vehicle-specs.js'

export const LAMS_MAX_ENGINE_CC = 660
export const LAMS_MAX_KW_PER_TONNE = 150
/** Rider and fuel added to the tare before the ratio is taken. */
const LAMS_RIDER_ALLOWANCE_KG = 90
export const AU_LAMS_MAX_ELECTRIC_KW = 25
export const NZ_LAMS_APPROVED_UP_TO_CC = 250
const NZ_LAMS_VETERAN_BEFORE_YEAR = 1960

export interface LamsInput {
  /** null for an electric motorcycle. */
  engineCc: number | null
  powerKw: number | null
  tareKg: number | null
  year: number
}

/** kW per tonne with the rider allowance; null when power or tare is unknown. */
export function powerToWeight({ powerKw, tareKg }: Pick<LamsInput, 'powerKw' | 'tareKg'>): number | null {
  if (powerKw === null || tareKg === null) return null
  return powerKw / ((tareKg + LAMS_RIDER_ALLOWANCE_KG) / 1000)
}

const withinRatio = (input: LamsInput) => {
  const ratio = powerToWeight(input)
  return ratio !== null && ratio <= LAMS_MAX_KW_PER_TONNE
}

/** Whether a motorcycle meets the AU LAMS limits (a listing is still approved only when listed). */
export function isAuLamsEligible(input: LamsInput): boolean {
  if (input.engineCc === null) return input.powerKw !== null && input.powerKw <= AU_LAMS_MAX_ELECTRIC_KW
  return input.engineCc <= LAMS_MAX_ENGINE_CC && withinRatio(input)
}

/** Whether a motorcycle meets the NZ LAMS limits. */
export function isNzLamsEligible(input: LamsInput): boolean {
  if (input.engineCc === null) return withinRatio(input)
  if (input.engineCc <= NZ_LAMS_APPROVED_UP_TO_CC) return true
  if (input.engineCc > LAMS_MAX_ENGINE_CC) return false
  return input.year < NZ_LAMS_VETERAN_BEFORE_YEAR || withinRatio(input)
}

/** Whether a listed motorcycle is learner approved where the site sells it (the LAMS filter). */
export function isLamsApproved(
  motorcycle: Pick<MotorcycleSpecs, 'lams_approved' | 'nz_lams_approved'>,
  region: Region,
): boolean {
  return region === 'NZ' ? motorcycle.nz_lams_approved : motorcycle.lams_approved
}
