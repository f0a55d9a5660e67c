// Kept answers: computed once, the same bytes after, a 304 for a caller that has them, dropped by a
// change to what they were read from — and never kept when a write landed while computing them.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createAnswerCache, NO_ANSWER_CACHE } from './answer-cache.js'

function appOver(cache = createAnswerCache({ maxEntries: 10, ttlMs: 60_000 })) {
  let computed = 0
  let value = 'v1'
  let during: (() => void) | null = null
  const app = new Hono()
    .get('/site', (c) =>
      cache.answer(c, 'site', 'catalogue', async () => {
        computed++
        during?.()
        return { value }
      }),
    )
    .get('/car', (c) => cache.answer(c, 'car', 'cars', async () => ({ car: value })))
  return {
    app,
    cache,
    computed: () => computed,
    set: (next: string) => {
      value = next
    },
    duringNextCompute: (act: () => void) => {
      during = () => {
        during = null
        act()
      }
    },
  }
}

describe('createAnswerCache', () => {
  it('computes an answer once and serves the same bytes with an ETag after', async () => {
    const { app, computed } = appOver()
    const first = await app.request('/site')
    const second = await app.request('/site')
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('etag')).toMatch(/^W\/"/)
    expect(second.headers.get('content-type')).toBe('application/json')
    expect(computed()).toBe(1)
  })

  it('answers 304 to a caller that already has this answer', async () => {
    const { app } = appOver()
    const etag = (await app.request('/site')).headers.get('etag') ?? ''
    const again = await app.request('/site', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('drops car answers on a car change, and everything on a catalogue change', async () => {
    const { app, cache, set } = appOver()
    await app.request('/site')
    await app.request('/car')
    set('v2')
    cache.dropFrom('cars')
    expect(await (await app.request('/car')).json()).toEqual({ car: 'v2' })
    expect(await (await app.request('/site')).json()).toEqual({ value: 'v1' })
    cache.dropFrom('catalogue')
    expect(await (await app.request('/site')).json()).toEqual({ value: 'v2' })
  })

  it('does not keep an answer computed across a write: it may hold what the write replaced', async () => {
    const { app, cache, computed, duringNextCompute } = appOver()
    duringNextCompute(() => cache.dropFrom('catalogue'))
    await app.request('/site')
    await app.request('/site')
    expect(computed()).toBe(2)
  })

  it('NO_ANSWER_CACHE computes every time, with the same ETag for the same bytes', async () => {
    const { app, computed } = appOver(NO_ANSWER_CACHE as ReturnType<typeof createAnswerCache>)
    const [a, b] = [await app.request('/site'), await app.request('/site')]
    expect(computed()).toBe(2)
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
  })
})
