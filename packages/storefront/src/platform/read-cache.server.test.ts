import { beforeEach, describe, expect, it } from 'vitest'
import { PlatformUnavailableError } from './platform-errors.js'
import { createReadCache } from './read-cache.server.js'

let clock = 1000
const now = () => clock
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A platform whose answer is its version; `down` makes it fail. */
function platform() {
  const state = { version: 1, calls: 0, down: false }
  const read = async () => {
    state.calls++
    if (state.down) throw new PlatformUnavailableError('platform unreachable')
    return { version: state.version }
  }
  return { state, read }
}

beforeEach(() => {
  clock = 1000
})

describe('createReadCache', () => {
  it('asks once while fresh', async () => {
    const { state, read } = platform()
    const cached = createReadCache({ freshMs: 2000, maxEntries: 10, now })
    await cached('/a', read)
    await cached('/a', read)
    expect(state.calls).toBe(1)
  })

  it('past fresh, answers the old value at once and refreshes once in the background', async () => {
    const { state, read } = platform()
    const cached = createReadCache({ freshMs: 2000, maxEntries: 10, now })
    await cached('/a', read)
    state.version = 2
    clock += 2001
    const [first, second] = await Promise.all([cached('/a', read), cached('/a', read)])
    expect([first, second]).toEqual([{ version: 1 }, { version: 1 }])
    await settle()
    expect(state.calls).toBe(2)
    expect(await cached('/a', read)).toEqual({ version: 2 })
  })

  it('keeps answering the last value while the platform is down', async () => {
    const { state, read } = platform()
    const cached = createReadCache({ freshMs: 2000, maxEntries: 10, now })
    await cached('/a', read)
    state.down = true
    clock += 60_000
    expect(await cached('/a', read)).toEqual({ version: 1 })
    await settle()
    expect(await cached('/a', read)).toEqual({ version: 1 })
  })

  it('fails like the platform when it has nothing to fall back on', async () => {
    const { state, read } = platform()
    state.down = true
    await expect(createReadCache({ freshMs: 2000, maxEntries: 10, now })('/a', read)).rejects.toBeInstanceOf(
      PlatformUnavailableError,
    )
  })

  it('shares one request among readers of the same path', async () => {
    const { state, read } = platform()
    const cached = createReadCache({ freshMs: 2000, maxEntries: 10, now })
    await Promise.all([cached('/a', read), cached('/a', read), cached('/a', read)])
    expect(state.calls).toBe(1)
  })
})
