// A server-side search survives one dropped connection, and a search that fails says what it met.
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiteSearchClient, SiteSearchRequester } from '@forecourt/search/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createServerSearchClient,
  describeSearchFailure,
  retryingFailedConnections,
} from './search-requester.server.js'

type Answer = Awaited<ReturnType<SiteSearchRequester['send']>>
const request = { url: 'http://search.test/1/indexes/*/queries', method: 'POST', headers: {} } as const
const answered = (status: number): Answer => ({ status, content: '{}', isTimedOut: false })

function requesterAnswering(...answers: Answer[]) {
  const sent: unknown[] = []
  const base: SiteSearchRequester = {
    send: async (sending) => {
      sent.push(sending)
      return answers[sent.length - 1] ?? answered(200)
    },
  }
  return { requester: retryingFailedConnections(base), sent }
}

describe('retryingFailedConnections', () => {
  it.each([
    [
      'a failed connection, then an answer',
      [{ status: 0, content: 'socket hang up', isTimedOut: false }],
      2,
      200,
    ],
    ['two failed connections', [answered(0), answered(0)], 2, 0],
    ['an answer at once', [answered(200)], 1, 200],
    ['a 502 (an answer: final)', [answered(502)], 1, 502],
    ['a 429 (the client waits on its own)', [answered(429)], 1, 429],
    [
      'a timeout (final, not waited for twice)',
      [{ status: 0, content: 'Socket timeout', isTimedOut: true }],
      1,
      0,
    ],
  ] as const)('%s', async (_, answers, sends, status) => {
    const { requester, sent } = requesterAnswering(...answers)
    const answer = await requester.send({ ...request, connectTimeout: 10, responseTimeout: 10 })
    expect(sent).toHaveLength(sends)
    expect(answer.status).toBe(status)
  })
})

describe('a server-side search over the wire', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  /** A search host that drops the first `drops` connections without answering. */
  async function hostDropping(drops: number) {
    let seen = 0
    server = createServer((req, res) => {
      seen += 1
      if (seen <= drops) return req.socket.destroy()
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ results: [{ hits: [], nbHits: 7 }] }))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    return createServerSearchClient({ host: `http://127.0.0.1:${port}`, key: 'site-key' })
  }
  const search = (client: SiteSearchClient) =>
    client.search({ requests: [{ indexName: 'cars', hitsPerPage: 0 }] })

  it('answers when the first connection is dropped', async () => {
    const { results } = await search(await hostDropping(1))
    expect(results[0]).toMatchObject({ nbHits: 7 })
  })

  it('fails on a second drop, and the failure names what each attempt met', async () => {
    const failure = await search(await hostDropping(2)).catch((error: unknown) => error)
    expect(describeSearchFailure(failure)).toMatch(/^Unreachable hosts\b.* — 0: socket hang up$/)
  })
})

describe('describeSearchFailure', () => {
  it('keeps the stack of any other error', () => {
    const error = new TypeError('x is not a function')
    expect(describeSearchFailure(error)).toBe(error.stack)
    expect(describeSearchFailure('down')).toBe('down')
  })
})
