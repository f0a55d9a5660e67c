import { describe, expect, it } from 'vitest'
import { towVehicleHint } from './tow-vehicle-hint.js'

describe('towVehicleHint (AU trailer brake rules, 3,500 kg passenger towing limit)', () => {
  it.each([
    // body, ATM, ball, braked, controller, beyond, estimated
    ['Camper Trailer', 750, 70, false, false, false, false],
    ['Camper Trailer', 751, 70, true, false, false, false],
    ['Caravan', 2_000, 180, true, false, false, false],
    ['Caravan', 2_001, 180, true, true, false, false],
    ['Caravan', 3_500, 300, true, true, false, false],
    ['Caravan', 3_501, 300, true, true, true, false],
    ['Pop Top', 1_850, null, true, false, false, true],
  ] as const)(
    '%s, ATM %d kg, ball %s kg',
    (body, atmKg, ballWeightKg, braked, controller, beyond, estimated) => {
      const hint = towVehicleHint({ body, atmKg, ballWeightKg })
      expect(hint).toMatchObject({
        towingCapacityKg: atmKg,
        braked,
        electricBrakeController: controller,
        beyondPassengerVehicles: beyond,
        ballWeightEstimated: estimated,
      })
    },
  )

  it.each([
    [
      { body: 'Caravan', atmKg: 2_800, ballWeightKg: 250 },
      'Needs a tow vehicle rated to tow at least 2,800 kg braked, with a tow ball download of at least 250 kg and an electric brake controller.',
    ],
    [
      { body: 'Camper Trailer', atmKg: 700, ballWeightKg: null },
      'Needs a tow vehicle rated to tow at least 700 kg unbraked, with a tow ball download of about 70 kg.',
    ],
    [
      { body: 'Fifth Wheeler', atmKg: 4_200, ballWeightKg: 650 },
      'Needs a tow vehicle rated to tow at least 4,200 kg braked, with a fifth-wheel hitch rated for a kingpin weight of at least 650 kg and an electric brake controller. That is more than any ute or SUV is rated to tow (3,500 kg).',
    ],
  ])('%o reads as a sentence', (input, text) => {
    expect(towVehicleHint(input)?.text).toBe(text)
  })

  it.each([
    ['Motorhome', 4_490],
    ['Campervan', 3_500],
    ['Caravan', null],
  ] as const)('gives no hint for a %s with ATM %s (driven, or unknown)', (body, atmKg) => {
    expect(towVehicleHint({ body, atmKg, ballWeightKg: 200 })).toBeNull()
  })

  it('estimates a missing ball weight as a tenth of the ATM, to 10 kg', () => {
    expect(towVehicleHint({ body: 'Caravan', atmKg: 2_345, ballWeightKg: null })?.ballWeightKg).toBe(230)
  })
})
