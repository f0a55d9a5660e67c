// The indexer: platform cars → search records → the Algolia API, through the official client. The
// same code writes to the embedded endpoint (default) or to Algolia (given an app id and admin key).
import type { Algoliasearch } from 'algoliasearch'
import { CAR_INDEX, CAR_INDEX_SETTINGS, CAR_SORT_REPLICAS, replicaSettings } from '../car-index-settings.js'
import { carSearchRecord } from '../car-search-record.js'
import type { SearchableCar } from './searchable-cars.js'

export interface CarIndexerOptions {
  client: Algoliasearch
  /** All cars when `ids` is absent, else those of the ids that still exist. */
  loadCars: (ids?: readonly number[]) => Promise<SearchableCar[]>
  indexName?: string
}

export function createCarIndexer({ client, loadCars, indexName = CAR_INDEX }: CarIndexerOptions) {
  const replicaName = (index: string) => index.replace(CAR_INDEX, indexName)

  async function configure() {
    await client.setSettings({
      indexName,
      indexSettings: { ...CAR_INDEX_SETTINGS, replicas: CAR_INDEX_SETTINGS.replicas.map(replicaName) },
      forwardToReplicas: true,
    })
    for (const replica of Object.values(CAR_SORT_REPLICAS)) {
      await client.setSettings({
        indexName: replicaName(replica.index),
        indexSettings: replicaSettings(replica.ranking),
      })
    }
  }

  /** Every listed car written, every indexed car no longer listed deleted. */
  async function syncAll() {
    await configure()
    const all = await loadCars()
    const listed = all.filter((entry) => entry.listed)
    const keep = new Set(listed.map((entry) => String(entry.car.id)))
    const stale: string[] = []
    await client.browseObjects({
      indexName,
      browseParams: { attributesToRetrieve: ['objectID'] },
      aggregator: (page) => {
        for (const hit of page.hits) if (!keep.has(hit.objectID)) stale.push(hit.objectID)
      },
    })
    await client.saveObjects({
      indexName,
      objects: listed.map(({ car, site }) => carSearchRecord(car, site)),
      waitForTasks: true,
    })
    if (stale.length > 0) await client.deleteObjects({ indexName, objectIDs: stale, waitForTasks: true })
    return { indexed: listed.length, deleted: stale.length }
  }

  /** Re-indexes the given cars: saved when listed, deleted when gone or hidden. */
  async function syncCars(ids: readonly number[]) {
    const found = await loadCars(ids)
    const listed = found.filter((entry) => entry.listed)
    const present = new Set(listed.map((entry) => entry.car.id))
    const gone = ids.filter((id) => !present.has(id)).map(String)
    if (listed.length > 0) {
      await client.saveObjects({
        indexName,
        objects: listed.map(({ car, site }) => carSearchRecord(car, site)),
      })
    }
    if (gone.length > 0) await client.deleteObjects({ indexName, objectIDs: gone })
    return { indexed: listed.length, deleted: gone.length }
  }

  return { configure, syncAll, syncCars }
}

export type CarIndexer = ReturnType<typeof createCarIndexer>
