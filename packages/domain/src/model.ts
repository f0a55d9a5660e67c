import { MODEL_DESCRIPTION_MAX_CHARS } from './constants.js'
import type { Model } from './schemas/model.js'

export type { Model } from './schemas/model.js'

const ALL_NEW_PREFIX = 'ALL-NEW'
const HYBRID_MARKER = 'HYBRID'

/** Statuses that earn the ALL-NEW prefix; the spec names the prefix, not the value (§3), so both spellings count. */
const ALL_NEW_STATUSES = ['new', 'all-new', 'all new']

export interface ModelCardText {
  /** 'ALL-NEW' or null. */
  prefix: string | null
  name: string
  /** 'HYBRID' when the model's fuel is Hybrid, else null. */
  marker: string | null
  description: string
  href: string
}

/** Cuts to 75 characters and adds an ellipsis only when something was cut (§3). */
export function truncateDescription(text: string, max = MODEL_DESCRIPTION_MAX_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`
}

/** What a model card shows (§3 Model): prefix, name, HYBRID marker, short description, link. */
export function modelCardText(model: Model): ModelCardText {
  return {
    prefix: ALL_NEW_STATUSES.includes((model.status ?? '').toLowerCase()) ? ALL_NEW_PREFIX : null,
    name: model.name,
    marker: (model.fuel ?? '').toLowerCase() === 'hybrid' ? HYBRID_MARKER : null,
    description: truncateDescription(model.short_description ?? ''),
    href: model.override_url ?? `/${model.slug}`,
  }
}

/** Models are listed by position, then name (§3 position). */
export function sortModels<T extends Pick<Model, 'position' | 'name'>>(models: readonly T[]): T[] {
  return [...models].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
}

/**
 * `/models?body=` value (§2): spaces become hyphens, '&' removed, lowercased. Runs of hyphens left by
 * a removed '&' collapse to one — the spec is silent and 'ute--cab' reads as a bug to a dealer.
 */
export function modelsBodySlug(body: string): string {
  return body.trim().replace(/&/g, '').replace(/\s+/g, '-').replace(/-+/g, '-').toLowerCase()
}

/** Link to the models page filtered by a body type, or every body (§2). */
export function modelsBodyHref(body: string | 'all'): string {
  return `/models?body=${body === 'all' ? 'all' : modelsBodySlug(body)}`
}
