import type { RV_TYPES } from '@forecourt/domain'

const WHAT_EACH_IS: Record<(typeof RV_TYPES)[number], string> = {
  Caravan: 'Towed, a hard roof and a full fit-out',
  'Pop Top': 'Towed, a roof that lifts at camp',
  'Camper Trailer': 'Towed, folds out into a tent',
  'Hybrid Camper': 'Towed, compact and built for tracks',
  'Fifth Wheeler': 'Hitched to a ute tray',
  Motorhome: 'Drives itself, room for a family',
  Campervan: 'Drives itself, parks like a van',
}

/** The first choice an RV buyer makes, towed or driven and how much of a home, in a line per type. */
export function describeRvType(type: string): string {
  return WHAT_EACH_IS[type as keyof typeof WHAT_EACH_IS] ?? ''
}
