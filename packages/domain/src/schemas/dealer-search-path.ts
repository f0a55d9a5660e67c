// A dealer's own search paths (spec §2 'slug-specific ones': used-cars-brisbane, pre-owned-cars,
// subscription-cars-{location}…): each names its filter and its title, in site configuration, so
// no tenant's path lives in code. The rules that read them are in ../dealer-search-paths.ts.

import { DEALER_SEARCH_PATH_ATTRIBUTES, SEARCH_PATH_PLACEHOLDERS } from '../dealer-search-paths.js'
import { z } from '../zod.js'

const WORD = '[a-z0-9]+'
const PLACEHOLDER = `\\{(?:${SEARCH_PATH_PLACEHOLDERS.join('|')})\\}`
const PATH_PATTERN = new RegExp(`^(?:${WORD}|${PLACEHOLDER})(?:-(?:${WORD}|${PLACEHOLDER}))*$`)
const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)

export const DealerSearchPathSchema = z
  .object({
    /**
     * The segment after /search/: lower-case words joined by hyphens, with at most one placeholder,
     * {city} or {state}, standing for any value the index holds ('subscription-cars-{city}').
     */
    path: z
      .string()
      .max(80)
      .regex(
        PATH_PATTERN,
        'path must be lower-case words joined by hyphens, with at most one {city} or {state}',
      ),
    /** The listing's heading; may use the path's placeholder: 'Subscription cars in {city}'. */
    title: z.string().trim().min(1).max(120),
    /** The refinements the path applies: attribute → values (any of them). */
    filter: z
      .partialRecord(
        z.enum(DEALER_SEARCH_PATH_ATTRIBUTES),
        z.array(z.string().trim().min(1).max(100)).min(1).max(10),
      )
      .default({}),
  })
  .superRefine((entry, context) => {
    const inPath = placeholdersIn(entry.path)
    if (inPath.length > 1) {
      context.addIssue({ code: 'custom', path: ['path'], message: 'path takes at most one placeholder' })
    }
    if (inPath.length > 0 && !/[a-z0-9]/.test(entry.path.replace(/\{\w+\}/g, ''))) {
      context.addIssue({
        code: 'custom',
        path: ['path'],
        message: 'path needs a word besides its placeholder',
      })
    }
    for (const name of inPath) {
      if (name in entry.filter) {
        context.addIssue({
          code: 'custom',
          path: ['filter', name],
          message: `${name} comes from the path's {${name}}; it cannot also be fixed`,
        })
      }
    }
    for (const name of placeholdersIn(entry.title)) {
      if (!inPath.includes(name)) {
        context.addIssue({
          code: 'custom',
          path: ['title'],
          message: `title uses {${name}}, which the path has not`,
        })
      }
    }
  })
export type DealerSearchPath = z.infer<typeof DealerSearchPathSchema>
export type DealerSearchPathInput = z.input<typeof DealerSearchPathSchema>

/** A site's dealer paths: at most 50, each path once. */
export const DealerSearchPathsSchema = z
  .array(DealerSearchPathSchema)
  .max(50)
  .superRefine((paths, context) => {
    const seen = new Set<string>()
    paths.forEach((entry, index) => {
      if (seen.has(entry.path)) {
        context.addIssue({ code: 'custom', path: [index, 'path'], message: `${entry.path} is listed twice` })
      }
      seen.add(entry.path)
    })
  })
