import type { SiteConfig } from '@forecourt/domain'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PlatformUnavailableError } from '../platform/platform-errors.js'
import { createSiteCache } from './site-cache.server.js'

const siteCalled = (name: string) => ({ slug: name, name }) as SiteConfig

/** A platform that answers the site named by the host, or fails while `down` is set. */
function platform() {
  const asked: string[] = []
  let down = false
  let version = 1
  const resolve = async (host: string) => {
    asked.push(host)
    if (down) throw new PlatformUnavailableError('platform unreachable')
    return siteCalled(`${host} v${version}`)
  }
  return {
    resolve,
    asked,
    goDown: () => {
      down = true
    },
    change: () => {
      version += 1
    },
  }
}

/** A clock the tests move by hand. */
let clock = 0
const now = () => clock
const advance = (ms: number) => {
  clock += ms
}
beforeEach(() => {
  clock = 1_000
})

describe('the site cache', () => {
  it('asks the platform once per host while the answer is fresh', async () => {
    const { resolve, asked } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 10, freshMs: 10_000, now })
    await lookup('a.localhost')
    await lookup('a.localhost')
    await lookup('b.localhost')
    expect(asked).toEqual(['a.localhost', 'b.localhost'])
  })

  it('serves the old site once while it refreshes, then the new one', async () => {
    const { resolve, asked, change } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 10, freshMs: 10_000, now })
    await lookup('a.localhost')
    change()
    advance(10_001)
    expect((await lookup('a.localhost'))?.name).toBe('a.localhost v1')
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect((await lookup('a.localhost'))?.name).toBe('a.localhost v2')
  })

  it('keeps serving the last known site while the platform is down', async () => {
    const { resolve, goDown } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 10, freshMs: 10_000, now })
    await lookup('a.localhost')
    goDown()
    advance(10 * 60_000)
    expect((await lookup('a.localhost'))?.name).toBe('a.localhost v1')
    expect((await lookup('a.localhost'))?.name).toBe('a.localhost v1')
  })

  it('fails when the platform is down and the host was never resolved', async () => {
    const { resolve, goDown } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 10, freshMs: 10_000, now })
    goDown()
    await expect(lookup('a.localhost')).rejects.toBeInstanceOf(PlatformUnavailableError)
  })

  it('remembers at most maxHosts hosts, forgetting the least recently asked', async () => {
    const { resolve, asked } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 2, freshMs: 10_000, now })
    for (const host of ['a', 'b', 'c', 'a']) await lookup(`${host}.localhost`)
    expect(asked).toEqual(['a.localhost', 'b.localhost', 'c.localhost', 'a.localhost'])
  })

  it('with freshMs 0 asks every time, and still falls back to the last answer', async () => {
    const { resolve, asked, goDown } = platform()
    const lookup = createSiteCache(resolve, { maxHosts: 10, freshMs: 0, now })
    await lookup('a.localhost')
    advance(5)
    await lookup('a.localhost')
    expect(asked).toHaveLength(2)
    goDown()
    advance(5)
    expect((await lookup('a.localhost'))?.name).toBe('a.localhost v1')
  })
})
