// What a tow vehicle must be rated for to pull a towed RV (issue 11). The towing capacity must cover
// the RV's ATM (the most it may weigh loaded) and the tow ball download its ball weight. AU trailer
// brake rules (ADR 38 / VSB 1): up to 750 kg ATM a trailer may be unbraked, so the tow vehicle's
// unbraked capacity applies; above it the braked capacity; above 2,000 kg the trailer's brakes must
// work from the driver's seat, so the tow vehicle needs an electric brake controller. The largest
// utes and SUVs sold in AU/NZ are rated to tow 3,500 kg braked.

import { isTowableRvType } from './vehicle-kinds.js'
import { formatKg } from './vehicle-units.js'

const UNBRAKED_TRAILER_MAX_ATM_KG = 750
const BRAKE_CONTROLLER_ABOVE_ATM_KG = 2_000
const PASSENGER_VEHICLE_MAX_TOWING_KG = 3_500
/** Without a stated ball weight, caravan makers' rule of thumb: about a tenth of the ATM. */
const ESTIMATED_BALL_WEIGHT_SHARE = 0.1

export interface TowVehicleHint {
  /** The towing capacity the vehicle needs: the RV's ATM. */
  towingCapacityKg: number
  /** Whether that is the braked capacity (the RV is over 750 kg ATM). */
  braked: boolean
  /** Tow ball download (a fifth wheeler's kingpin weight) the vehicle must be rated for. */
  ballWeightKg: number
  /** The RV states no ball weight; this one is estimated from its ATM. */
  ballWeightEstimated: boolean
  electricBrakeController: boolean
  /** A fifth wheeler hitches to the tray, not a tow ball. */
  fifthWheel: boolean
  /** Heavier than any ute or SUV is rated to tow. */
  beyondPassengerVehicles: boolean
  /** The hint in a sentence, as a car page shows it. */
  text: string
}

export interface TowVehicleInput {
  /** The RV's type (its simple_body); a motorhome or campervan drives itself and needs no hint. */
  body: string
  atmKg: number | null
  ballWeightKg: number | null
}

/** The tow vehicle an RV needs, or null when it is not towed or its ATM is unknown. */
export function towVehicleHint({ body, atmKg, ballWeightKg }: TowVehicleInput): TowVehicleHint | null {
  if (!isTowableRvType(body) || atmKg === null) return null
  const braked = atmKg > UNBRAKED_TRAILER_MAX_ATM_KG
  const ballWeightEstimated = ballWeightKg === null
  const ball = ballWeightKg ?? Math.round((atmKg * ESTIMATED_BALL_WEIGHT_SHARE) / 10) * 10
  const electricBrakeController = atmKg > BRAKE_CONTROLLER_ABOVE_ATM_KG
  const fifthWheel = body === 'Fifth Wheeler'
  const beyondPassengerVehicles = atmKg > PASSENGER_VEHICLE_MAX_TOWING_KG
  const atLeast = ballWeightEstimated ? 'about' : 'at least'
  const hitch = fifthWheel
    ? `a fifth-wheel hitch rated for a kingpin weight of ${atLeast} ${formatKg(ball)}`
    : `a tow ball download of ${atLeast} ${formatKg(ball)}`
  const text = [
    `Needs a tow vehicle rated to tow at least ${formatKg(atmKg)} ${braked ? 'braked' : 'unbraked'}, with ${hitch}`,
    electricBrakeController ? ' and an electric brake controller.' : '.',
    beyondPassengerVehicles
      ? ` That is more than any ute or SUV is rated to tow (${formatKg(PASSENGER_VEHICLE_MAX_TOWING_KG)}).`
      : '',
  ].join('')
  return {
    towingCapacityKg: atmKg,
    braked,
    ballWeightKg: ball,
    ballWeightEstimated,
    electricBrakeController,
    fifthWheel,
    beyondPassengerVehicles,
    text,
  }
}
