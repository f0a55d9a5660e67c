// What the car page does when a shopper reveals or calls the dealer's number (§4, §7, §9).
import { ANALYTICS_EVENTS, type Car, callClickLabel } from '@forecourt/domain'
import { track } from '../analytics.js'
import { PHONE_REVEAL_API_PATH } from './phone-reveal-api-path.js'

type PhoneCar = Pick<Car, 'id' | 'dealership_id' | 'car_type'>

/**
 * Posts the reveal to the storefront, which forwards it to the platform. Fire-and-forget: the
 * number is already shown, so the answer is never awaited by the page and a failure is only
 * logged (§8 'Phone reveal errors: logged only'). The promise never rejects.
 */
export async function recordPhoneReveal(car: PhoneCar, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl(PHONE_REVEAL_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: car.id, dealership_id: car.dealership_id }),
      // The shopper may dial and leave the page straight after revealing.
      keepalive: true,
    })
    if (!response.ok) console.error(`Phone reveal not recorded: the storefront answered ${response.status}`)
  } catch (error) {
    console.error('Phone reveal not recorded', error)
  }
}

/** A call placed to the car's dealer: event 25, labelled New Car or Used Car (§4, §9). */
export function trackCallClick(car: PhoneCar): void {
  track({ eventId: ANALYTICS_EVENTS.callClick.id, label: callClickLabel(car.car_type), carId: car.id })
}

/** The car sidebar's phone callbacks: the reveal is recorded, a call (link or Call Now) is tracked. */
export function carPhoneCallbacks(car: PhoneCar, fetchImpl?: typeof fetch) {
  return {
    onRevealPhone: () => void recordPhoneReveal(car, fetchImpl),
    onCall: () => trackCallClick(car),
  }
}
