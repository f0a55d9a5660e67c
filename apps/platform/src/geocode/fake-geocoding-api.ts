import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeGeocodingApi {
  url: URL
  /** Every request's query, to prove what was asked and with which key. */
  queries: URLSearchParams[]
  /** The answer to give: a point per postcode (others get ZERO_RESULTS). */
  points: Map<string, { lat: number; lng: number }>
  /** Answer with this status and no results instead (e.g. REQUEST_DENIED), or an HTTP 500. */
  failure: null | { status: string } | { http: number }
  /** Wait this long before answering (a slow service). */
  delayMs: number
  close(): Promise<void>
}

/** A local fake of the Google Geocoding API's JSON endpoint, in its shapes, so no test needs the network. */
export async function startFakeGeocodingApi(): Promise<FakeGeocodingApi> {
  const fake = {
    queries: [] as URLSearchParams[],
    points: new Map<string, { lat: number; lng: number }>(),
    failure: null as FakeGeocodingApi['failure'],
    delayMs: 0,
  }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    fake.queries.push(url.searchParams)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const answer = () => {
      if (url.pathname !== '/maps/api/geocode/json') return send(404, { status: 'NOT_FOUND' })
      const failure = fake.failure
      if (failure && 'http' in failure) return send(failure.http, { error: 'outage' })
      if (failure) return send(200, { status: failure.status, results: [], error_message: 'denied' })
      const point = fake.points.get(url.searchParams.get('address') ?? '')
      if (!point) return send(200, { status: 'ZERO_RESULTS', results: [] })
      return send(200, {
        status: 'OK',
        results: [
          { formatted_address: 'Somewhere', geometry: { location: point, location_type: 'APPROXIMATE' } },
          { formatted_address: 'Elsewhere', geometry: { location: { lat: 0, lng: 0 } } },
        ],
      })
    }
    setTimeout(answer, fake.delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(fake, {
    url: new URL(`http://127.0.0.1:${port}`),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  })
}
