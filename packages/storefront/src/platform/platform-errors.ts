// The one error convention of every platform call (ARCHITECTURE.md: one platform client): a call
// answers its value, a read that finds nothing answers null, and anything else is one of these.

/** The platform could not be reached or failed: a network error, a timeout, a 5xx or an unreadable answer. */
export class PlatformUnavailableError extends Error {
  override name = 'PlatformUnavailableError'
}

/** The platform understood the request and refused it (a 4xx), with its reasons. */
export class PlatformRejectedError extends Error {
  override name = 'PlatformRejectedError'
  constructor(
    readonly status: number,
    message: string,
    /** The platform's machine-readable reason, e.g. `car_unavailable`. */
    readonly code: string | null = null,
    /** The first message per field of the platform's `error.fields`. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }

  /** The platform's message followed by each field's message, as one line for a log. */
  get detail(): string {
    return [this.message, ...Object.entries(this.fields).map(([name, text]) => `${name}: ${text}`)].join('; ')
  }
}
