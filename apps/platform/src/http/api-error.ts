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
