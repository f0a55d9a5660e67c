import { describe, expect, it } from 'vitest'
import { Random } from './prng.js'

describe('Random', () => {
  it('repeats the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => {
      const random = new Random(seed)
      return Array.from({ length: 5 }, () => random.next())
    }
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = new Random(7)
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)))
    expect([...seen].sort()).toEqual([1, 2, 3])
  })

  it('picks by weight', () => {
    const random = new Random(1)
    const picks = Array.from({ length: 2000 }, () =>
      random.weighted([
        ['often', 9],
        ['rarely', 1],
      ]),
    )
    const often = picks.filter((pick) => pick === 'often').length
    expect(often).toBeGreaterThan(1700)
    expect(often).toBeLessThan(1950)
  })

  it('refuses to pick from an empty list', () => {
    expect(() => new Random(1).pick([])).toThrow(/non-empty/)
  })
})
