import type { z } from 'zod'
import { ApiError } from './api-error.js'

/** Parses query or path input, or throws a 400 whose `fields` names each bad parameter. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw new ApiError(400, 'invalid_request', 'Some parameters are invalid', issueFields(result.error))
}

/** A zod error's issues as messages by field name (dotted path), the API's `fields` shape. */
export function issueFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const name = issue.path.length > 0 ? issue.path.join('.') : '(input)'
    fields[name] = [...(fields[name] ?? []), issue.message]
  }
  return fields
}
