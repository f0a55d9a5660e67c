// The car page's phone callbacks: a reveal is posted to the storefront and never throws (§7, §8);
// a call fires event 25 labelled New Car or Used Car (§4, §9).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type AnalyticsEvent, setAnalyticsSink } from '../analytics.js'
import { carPhoneCallbacks, recordPhoneReveal } from './car-phone-callbacks.js'

const car = { id: 48211, dealership_id: 7, car_type: 'used' as const }

afterEach(() => vi.restoreAllMocks())

describe('recordPhoneReveal', () => {
  it('posts car_id and dealership_id as JSON to /api/phone-reveal', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 201 }))
    await recordPhoneReveal(car, fetch)
    expect(fetch).toHaveBeenCalledWith('/api/phone-reveal', expect.objectContaining({ method: 'POST' }))
    const init = fetch.mock.calls[0]?.[1] ?? {}
    expect(new Headers(init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ car_id: 48211, dealership_id: 7 })
  })

  it.each([
    ['a refusal', async () => new Response(null, { status: 400 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs %s and resolves', async (_case, fetch) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(recordPhoneReveal(car, fetch)).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('carPhoneCallbacks', () => {
  it.each([
    ['new', 'New Car'],
    ['demo', 'New Car'],
    ['used', 'Used Car'],
  ] as const)('fires event 25 for a call about a %s car, labelled %s', (carType, label) => {
    const events: AnalyticsEvent[] = []
    const previous = setAnalyticsSink((event) => events.push(event))
    try {
      carPhoneCallbacks({ ...car, car_type: carType }).onCall()
    } finally {
      setAnalyticsSink(previous)
    }
    expect(events).toEqual([{ eventId: 25, label, carId: 48211 }])
  })

  it('records the reveal without making the page wait for it', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}))
    expect(carPhoneCallbacks(car, fetch).onRevealPhone()).toBeUndefined()
    expect(fetch).toHaveBeenCalledOnce()
  })
})
