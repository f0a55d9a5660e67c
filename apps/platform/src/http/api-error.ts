import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The one error shape every endpoint answers with. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> }
}

/** An expected failure a route reports to the client as is (a 4xx); anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    }
  }
}

export const siteNotFound = () => new ApiError(404, 'site_not_found', 'No site matches that slug or host')
export const carNotFound = () => new ApiError(404, 'car_not_found', 'No car with that slug on this site')

export const notFound = (code: string, message: string) => new ApiError(404, code, message)
export const conflict = (code: string, message: string) => new ApiError(409, code, message)

/** A 400 naming one field, for rules checked after the body's shape (ids that must exist, …). */
export const invalidField = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', 'Some parameters are invalid', { [field]: [message] })
