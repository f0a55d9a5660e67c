import { z } from 'zod'

/**
 * A whole-number environment variable of at least `min`: unset or empty is "not given"
 * (undefined), anything else must be digits. The one parser behind every numeric setting — the
 * start-up check (platform-env.ts), the services and the outbox worker's pacing — so they agree.
 */
export function envWholeNumber(min = 1) {
  const rule = min === 1 ? 'a whole number above 0' : `a whole number of at least ${min}`
  return z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined
      const number = Number(value)
      if (/^\d+$/.test(value.trim()) && Number.isSafeInteger(number) && number >= min) return number
      context.addIssue({ code: 'custom', message: `must be ${rule}, got "${value}"` })
      return z.NEVER
    })
}

/** Reads one such variable, throwing "NAME must be …" when it is bad. */
export function wholeNumberFromEnv(env: NodeJS.ProcessEnv, name: string, min = 1): number | undefined {
  const parsed = envWholeNumber(min).safeParse(env[name])
  if (parsed.success) return parsed.data
  throw new Error(`${name} ${parsed.error.issues[0]?.message ?? 'is invalid'}`)
}
