// An algoliasearch requester that hands each request to a fetch function instead of the network:
// the platform's indexer talks to its own /1 routes through the official client before (and
// without) listening on a port, exactly as it would talk to Algolia.
import type { algoliasearch } from 'algoliasearch'

export type AlgoliaRequester = NonNullable<NonNullable<Parameters<typeof algoliasearch>[2]>['requester']>

export function inProcessRequester(
  fetchRequest: (request: Request) => Response | Promise<Response>,
): AlgoliaRequester {
  return {
    async send(request) {
      const answer = await fetchRequest(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          ...(request.data ? { body: request.data as BodyInit } : {}),
        }),
      )
      return { content: await answer.text(), isTimedOut: false, status: answer.status }
    },
  }
}
