// The platform's deposit calls (§7 payment_intent; apps/platform payment-routes.ts), made by the
// storefront server only: the browser never learns where the platform is. Every failure comes
// back as a code the checkout page turns into a sentence, never as a thrown error or a stack.
import { z } from 'zod'

/** Why a deposit call did not work, from the platform's error codes and HTTP status. */
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

export type DepositResult<T> = ({ ok: true } & T) | { ok: false; failure: DepositFailure }

export interface StartedDeposit {
  paymentIntentId: string
  clientSecret: string
  processor: 'stripe' | 'test'
  /** The dealership's Stripe publishable key (the processor's authorization_key). */
  publishableKey: string | null
}

export interface DepositPayments {
  /** POST /v1/dealerships/{id}/payment_intent?car_id&origin. */
  start(input: {
    dealershipId: number
    carId: number
    origin: string
  }): Promise<DepositResult<StartedDeposit>>
  /** POST /v1/payment-intents/{id}/confirm: the local test processor's stand-in for a card form. */
  confirmTestPayment(paymentIntentId: string): Promise<DepositResult<object>>
  /** POST /v1/reservations: reserves the car once its deposit has succeeded. */
  reserve(paymentIntentId: string): Promise<DepositResult<{ reservationId: string }>>
}

export interface DepositPaymentsOptions {
  baseUrl: string
  fetch?: typeof fetch
  timeoutMs?: number
}

const StartAnswer = z.object({
  clientSecret: z.string().min(1),
  paymentIntent: z.object({ id: z.string().min(1) }),
  processor: z.enum(['stripe', 'test']),
  publishable_key: z.string().nullable().optional(),
})
const ConfirmAnswer = z.object({ paymentIntent: z.object({ status: z.literal('succeeded') }) })
const ReserveAnswer = z.object({ reservation: z.object({ id: z.union([z.string(), z.number()]) }) })
const ErrorAnswer = z.object({ error: z.object({ code: z.string() }) })

const CONFLICTS: Record<string, DepositFailure> = {
  car_unavailable: 'car_unavailable',
  car_not_reservable: 'car_not_reservable',
  no_deposit: 'car_not_reservable',
  hosted_payment_page: 'hosted_payment_page',
  payment_incomplete: 'payment_incomplete',
}

function failureOf(status: number, body: unknown): DepositFailure {
  if (status >= 500) return 'provider_unavailable'
  const code = ErrorAnswer.safeParse(body).data?.error.code
  return (status === 409 && code && CONFLICTS[code]) || 'unexpected'
}

export function createDepositPayments({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 15_000,
}: DepositPaymentsOptions): DepositPayments {
  async function post<T>(
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<DepositResult<{ answer: T }>> {
    let response: Response
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        method: 'POST',
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      console.error(`[storefront] deposit call ${path} failed`, error)
      return { ok: false, failure: 'provider_unavailable' }
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const failure = failureOf(response.status, json)
      if (failure === 'unexpected' || failure === 'provider_unavailable')
        console.error(`[storefront] platform answered ${response.status} for ${path}`)
      return { ok: false, failure }
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      console.error(`[storefront] unexpected answer for ${path}`)
      return { ok: false, failure: 'provider_unavailable' }
    }
    return { ok: true, answer: parsed.data }
  }
  const segment = encodeURIComponent
  return {
    start: async ({ dealershipId, carId, origin }) => {
      const query = new URLSearchParams({ car_id: String(carId), origin })
      const result = await post(`/v1/dealerships/${dealershipId}/payment_intent?${query}`, StartAnswer)
      if (!result.ok) return result
      const { answer } = result
      return {
        ok: true,
        paymentIntentId: answer.paymentIntent.id,
        clientSecret: answer.clientSecret,
        processor: answer.processor,
        publishableKey: answer.publishable_key ?? null,
      }
    },
    confirmTestPayment: async (paymentIntentId) => {
      const result = await post(`/v1/payment-intents/${segment(paymentIntentId)}/confirm`, ConfirmAnswer)
      return result.ok ? { ok: true } : result
    },
    reserve: async (paymentIntentId) => {
      const result = await post('/v1/reservations', ReserveAnswer, { payment_intent_id: paymentIntentId })
      return result.ok ? { ok: true, reservationId: String(result.answer.reservation.id) } : result
    },
  }
}
