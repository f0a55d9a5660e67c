import { describe, expect, it } from 'vitest'
import { carEnquiryMessage, findSimilarMessage } from './lead.js'

describe('carEnquiryMessage (§3 assistant-facing message)', () => {
  const car = { name: '2021 Toyota Corolla Ascent Sport', stocknum: 'U1234', sold: false, reserved: false }

  it.each([
    [
      'available',
      {},
      "Hi, I'm interested in the 2021 Toyota Corolla Ascent Sport (stock number U1234). Is it still available?",
    ],
    ['reserved', { reserved: true }, findSimilarMessage(car.name)],
    ['sold', { sold: true }, findSimilarMessage(car.name)],
  ])('%s', (_label, overrides, message) => {
    expect(carEnquiryMessage({ ...car, ...overrides })).toBe(message)
  })
})
