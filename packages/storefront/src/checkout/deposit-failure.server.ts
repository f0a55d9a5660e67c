// Why a deposit call did not work, from the platform's refusal codes (apps/platform payment-routes.ts):
// the checkout page turns each into a sentence, never into an error page or a stack (§7, §8).
import { PlatformRejectedError, PlatformUnavailableError } from '../platform/platform-errors.js'

export type DepositFailure =
  /** 409 car_unavailable: sold or reserved meanwhile. */
  | 'car_unavailable'
  /** 409 car_not_reservable or no_deposit: the car takes no online deposit. */
  | 'car_not_reservable'
  /** 409 hosted_payment_page: Till or St George take the deposit on their own page. */
  | 'hosted_payment_page'
  /** 409 payment_incomplete: the processor does not say the payment succeeded. */
  | 'payment_incomplete'
  /** 502/503, a timeout or an unreadable answer: the platform or its payment provider is down. */
  | 'provider_unavailable'
  /** Anything else (a 400 or 404 the page did not expect). */
  | 'unexpected'

const CONFLICTS: Record<string, DepositFailure> = {
  car_unavailable: 'car_unavailable',
  car_not_reservable: 'car_not_reservable',
  no_deposit: 'car_not_reservable',
  hosted_payment_page: 'hosted_payment_page',
  payment_incomplete: 'payment_incomplete',
}

/** The failure a deposit call's error stands for; the unexpected ones are logged for support. */
export function depositFailureOf(error: unknown): DepositFailure {
  if (error instanceof PlatformRejectedError && error.status === 409 && error.code && CONFLICTS[error.code]) {
    return CONFLICTS[error.code] as DepositFailure
  }
  console.error(`[storefront] deposit call failed: ${(error as Error).message}`)
  if (error instanceof PlatformUnavailableError) return 'provider_unavailable'
  if (error instanceof PlatformRejectedError) return 'unexpected'
  throw error
}

/** Runs a deposit call; a failure comes back as its DepositFailure rather than thrown. */
export async function depositCall<T>(
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: DepositFailure }> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    return { ok: false, failure: depositFailureOf(error) }
  }
}

/** What the shopper reads for each failure; none of them is the platform's own wording. */
export function depositFailureMessage(failure: DepositFailure, stage: 'start' | 'pay' | 'reserve'): string {
  switch (failure) {
    case 'car_unavailable':
      return stage === 'reserve'
        ? 'Sorry, this car was sold or reserved while you were paying. The dealership will contact you about your deposit.'
        : 'Sorry, this car has just been sold or reserved, so it can no longer be reserved online.'
    case 'car_not_reservable':
      return 'This car cannot be reserved online.'
    case 'hosted_payment_page':
      return 'This dealership takes deposits on its payment provider’s own page.'
    case 'payment_incomplete':
      return 'Your payment has not gone through, so the car is not reserved yet. Please try again.'
    case 'provider_unavailable':
      return 'The payment service is not answering right now. Please try again in a few minutes.'
    case 'unexpected':
      return 'Something went wrong while reserving this car. Please try again.'
  }
}
