// This process's own writes drop its kept answers at once, so a caller reads what it just wrote
// (a reserved car reads as reserved on the next request). Other processes hear of the same write
// through the database's change notifications, within a second.
import type { PlatformStore } from '../db/platform-store.js'
import type { AnswerCache } from './answer-cache.js'

export function withAnswerDrops(store: PlatformStore, answers: AnswerCache): PlatformStore {
  return {
    ...store,
    reserveCarForPayment: async (intent) => {
      try {
        return await store.reserveCarForPayment(intent)
      } finally {
        answers.dropFrom('cars')
      }
    },
    recordCarView: async (siteId, slug) => {
      const views = await store.recordCarView(siteId, slug)
      answers.dropFrom('cars')
      return views
    },
  }
}
