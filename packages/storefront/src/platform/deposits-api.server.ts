// The platform's deposit calls (§7 payment_intent; apps/platform payment-routes.ts). The browser
// never learns where the platform is: it gets a client secret and a publishable key only.
import { z } from 'zod'
import type { PlatformTransport } from './platform-transport.server.js'

export interface StartedDeposit {
  paymentIntentId: string
  clientSecret: string
  processor: 'stripe' | 'test'
  /** The dealership's Stripe publishable key (the processor's authorization_key). */
  publishableKey: string | null
}

const StartAnswer = z.object({
  clientSecret: z.string().min(1),
  paymentIntent: z.object({ id: z.string().min(1) }),
  processor: z.enum(['stripe', 'test']),
  publishable_key: z.string().nullable().optional(),
})
const ConfirmAnswer = z.object({ paymentIntent: z.object({ status: z.literal('succeeded') }) })
const RecordId = z.object({ id: z.union([z.string(), z.number()]) })
/** A car's reservation, or a new-car model's recorded deposit (an order, issue 16 row 11). */
const ReserveAnswer = z.union([z.object({ reservation: RecordId }), z.object({ deposit: RecordId })])

/** A payment provider may take its time: longer than a catalogue read. */
const DEPOSIT_TIMEOUT_MS = 15_000

/** What a deposit is for: a car it reserves, or a new-car model it orders (issue 16 row 11). */
export type DepositSubject = { carId: number } | { modelId: number }

export type DepositStart = DepositSubject & { dealershipId: number; origin: string; email?: string }

export interface DepositsApi {
  /**
   * POST /v1/dealerships/{id}/payment_intent?car_id (or model_id)&origin, with the shopper's e-mail
   * in the body when they gave one (Stripe's receipt, and where a refund notice goes).
   */
  start(input: DepositStart): Promise<StartedDeposit>
  /** POST /v1/payment-intents/{id}/confirm: the local test processor's stand-in for a card form. */
  confirmTestPayment(paymentIntentId: string): Promise<void>
  /**
   * POST /v1/reservations: once the deposit has succeeded, reserves the car (or records the model's
   * order); answers the reservation's (or the order's) id.
   */
  reserve(paymentIntentId: string): Promise<string>
}

export function depositsApi(call: PlatformTransport): DepositsApi {
  const post = <T>(path: string, schema: z.ZodType<T>, body?: object) =>
    call({ method: 'POST', path, schema, body, timeoutMs: DEPOSIT_TIMEOUT_MS })
  return {
    start: async ({ dealershipId, origin, email, ...subject }) => {
      const query = new URLSearchParams(
        'carId' in subject
          ? { car_id: String(subject.carId), origin }
          : { model_id: String(subject.modelId), origin },
      )
      const { value } = await post(
        `/v1/dealerships/${dealershipId}/payment_intent?${query}`,
        StartAnswer,
        email === undefined ? undefined : { email },
      )
      return {
        paymentIntentId: value.paymentIntent.id,
        clientSecret: value.clientSecret,
        processor: value.processor,
        publishableKey: value.publishable_key ?? null,
      }
    },
    confirmTestPayment: async (paymentIntentId) => {
      await post(`/v1/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`, ConfirmAnswer)
    },
    reserve: async (paymentIntentId) => {
      const { value } = await post('/v1/reservations', ReserveAnswer, { payment_intent_id: paymentIntentId })
      return String('reservation' in value ? value.reservation.id : value.deposit.id)
    },
  }
}
