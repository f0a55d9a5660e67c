// One transport for every call the storefront server makes to the platform's /v1 API: JSON in and
// out, a timeout per call, answers parsed with zod, and failures turned into the two errors of
// platform-errors.ts — so no caller reads a status code or a raw body.
import { z } from 'zod'
import { SHOPPER_ADDRESS_HEADER } from '../tenant/shopper-address.js'
import { PlatformRejectedError, PlatformUnavailableError } from './platform-errors.js'
import { currentRequestId, REQUEST_ID_HEADER } from './request-id-scope.server.js'
import { currentShopperAddress } from './shopper-scope.server.js'

const ErrorAnswer = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})

export interface PlatformCall<T> {
  method?: 'GET' | 'POST' | 'DELETE'
  /** Path and query under the platform's base URL, segments already encoded. */
  path: string
  schema: z.ZodType<T>
  body?: unknown
  headers?: Record<string, string>
  /** Overrides the transport's timeout: a payment may take longer than a read. */
  timeoutMs?: number
}

export interface PlatformAnswer<T> {
  value: T
  /** The platform's Set-Cookie lines (its session cookie passes through the storefront). */
  setCookie: string[]
}

export interface PlatformTransportOptions {
  baseUrl: string
  fetch?: typeof fetch
  /** Milliseconds before a call counts as unavailable. */
  timeoutMs?: number
  /** Headers every call carries. */
  headers?: Record<string, string>
  /**
   * The platform's service credential (PLATFORM_SERVICE_TOKEN by default), sent as a Bearer token:
   * without it the platform answers catalogue reads only.
   */
  serviceToken?: string | undefined
}

export type PlatformTransport = <T>(call: PlatformCall<T>) => Promise<PlatformAnswer<T>>

function rejectionOf(status: number, answer: unknown): PlatformRejectedError {
  const parsed = ErrorAnswer.safeParse(answer)
  if (!parsed.success) return new PlatformRejectedError(status, `The platform answered ${status}`)
  const { code, message, fields = {} } = parsed.data.error
  const firstOfEach = Object.fromEntries(
    Object.entries(fields).flatMap(([name, [first]]) => (first === undefined ? [] : [[name, first]])),
  )
  return new PlatformRejectedError(status, message, code ?? null, firstOfEach)
}

/**
 * The service credential and, inside a request the storefront server serves, the shopper it is
 * for. The shopper's address goes with the credential only: the platform believes it from no one else.
 */
export function serviceHeaders(serviceToken: string | undefined): Record<string, string> {
  if (!serviceToken) return {}
  const shopper = currentShopperAddress()
  return {
    authorization: `Bearer ${serviceToken}`,
    ...(shopper ? { [SHOPPER_ADDRESS_HEADER]: shopper } : {}),
  }
}

export function createPlatformTransport({
  baseUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
  headers: commonHeaders = {},
  serviceToken = process.env.PLATFORM_SERVICE_TOKEN,
}: PlatformTransportOptions): PlatformTransport {
  return async function call<T>({
    method = 'GET',
    path,
    schema,
    body,
    headers = {},
    ...options
  }: PlatformCall<T>) {
    const requestId = currentRequestId()
    const send = () =>
      fetchImpl(new URL(path, baseUrl), {
        method,
        headers: {
          accept: 'application/json',
          // A FormData body (a lead step with files) sets its own multipart boundary.
          ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...commonHeaders,
          ...headers,
          ...serviceHeaders(serviceToken),
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? timeoutMs),
      })
    let response: Response
    try {
      // A read whose connection dropped before any answer (a kept-alive socket the platform closed
      // as it was reused) is sent once more; a write never is (a lead must not arrive twice), and a
      // timeout is final.
      response = await send().catch((error: unknown) => {
        if (method !== 'GET' || isTimeout(error)) throw error
        return send()
      })
    } catch (cause) {
      throw new PlatformUnavailableError(`platform unreachable at ${baseUrl}`, { cause })
    }
    if (response.status >= 500)
      throw new PlatformUnavailableError(`platform answered ${response.status} for ${method} ${path}`)
    const answer: unknown = response.status === 204 ? null : await response.json().catch(() => undefined)
    if (!response.ok) throw rejectionOf(response.status, answer)
    const parsed = schema.safeParse(answer)
    if (!parsed.success)
      throw new PlatformUnavailableError(`unexpected answer for ${method} ${path}`, { cause: parsed.error })
    return { value: parsed.data, setCookie: response.headers.getSetCookie() }
  }
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError'

/** The value of a read, or null when the platform has no such thing (404). */
export async function found<T>(answer: Promise<PlatformAnswer<T>>): Promise<T | null> {
  try {
    return (await answer).value
  } catch (error) {
    if (error instanceof PlatformRejectedError && error.status === 404) return null
    throw error
  }
}
