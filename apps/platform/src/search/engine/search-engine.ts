// The indices of the embedded search, by name, with Algolia's write and read operations. A replica
// is a view on its primary's records with its own ranking settings; writes go to the primary.

import { hasBit } from './bitset.js'
import { searchFacetValues } from './facet-value-search.js'
import { type FilterNode, SearchParameterError } from './filter-ast.js'
import { evaluateFilter } from './filter-evaluation.js'
import {
  type IndexSettings,
  parseFacetAttributes,
  parseSearchableAttributes,
  replicaName,
} from './index-settings.js'
import { type IndexRecord, RecordStore } from './record-store.js'
import { readSearchParams } from './search-params.js'
import { executeSearch, type IndexView, retrieveAttributes } from './search-query.js'

/** An index or object that does not exist: Algolia answers these with a 404. */
export class SearchNotFoundError extends Error {
  override name = 'SearchNotFoundError'
}

export type BatchAction =
  | 'addObject'
  | 'updateObject'
  | 'partialUpdateObject'
  | 'partialUpdateObjectNoCreate'
  | 'deleteObject'
  | 'delete'
  | 'clear'

export interface BatchOperation {
  action: BatchAction
  body?: Record<string, unknown>
}

interface IndexEntry {
  name: string
  settings: IndexSettings
  store: RecordStore
  primary: string | null
  updatedAt: string
}

export class SearchEngine {
  private readonly indices = new Map<string, IndexEntry>()
  private taskCounter = 0

  has(name: string): boolean {
    return this.indices.has(name)
  }

  list() {
    return [...this.indices.values()].map((entry) => ({
      name: entry.name,
      entries: entry.store.count,
      updatedAt: entry.updatedAt,
      primary: entry.primary ?? undefined,
    }))
  }

  /** `restriction`: the API key's filter, ANDed onto the query's (never replaced by it). */
  search(indexName: string, input: unknown, restriction: FilterNode | null = null) {
    const startedAt = performance.now()
    return executeSearch(this.view(indexName), readSearchParams(input), startedAt, restriction)
  }

  searchForFacetValues(
    indexName: string,
    facetName: string,
    input: unknown,
    restriction: FilterNode | null = null,
  ) {
    return searchFacetValues(this.view(indexName), facetName, readSearchParams(input), restriction)
  }

  getSettings(indexName: string): IndexSettings {
    return { ...this.entry(indexName).settings }
  }

  setSettings(indexName: string, settings: IndexSettings, forwardToReplicas = false) {
    const entry = this.entryOrCreate(indexName)
    entry.settings = { ...entry.settings, ...settings }
    if (!entry.primary) {
      this.applyLayout(entry)
      for (const replica of (entry.settings.replicas ?? []).map(replicaName)) {
        const existing = this.indices.get(replica)
        const replicaEntry: IndexEntry = existing ?? {
          name: replica,
          settings: {},
          store: entry.store,
          primary: entry.name,
          updatedAt: now(),
        }
        replicaEntry.store = entry.store
        replicaEntry.primary = entry.name
        if (forwardToReplicas || !existing) {
          const { replicas: _replicas, ranking: _ranking, customRanking: _custom, ...shared } = settings
          replicaEntry.settings = { ...replicaEntry.settings, ...shared }
        }
        this.indices.set(replica, replicaEntry)
      }
    }
    entry.updatedAt = now()
    return this.task()
  }

  batch(indexName: string, operations: readonly BatchOperation[]) {
    const entry = this.entryOrCreate(indexName)
    if (entry.primary) {
      throw new SearchParameterError(`Cannot write to the replica ${indexName}; write to ${entry.primary}`)
    }
    const objectIDs: string[] = []
    for (const { action, body } of operations) {
      const objectID = body && body.objectID !== undefined ? String(body.objectID) : undefined
      switch (action) {
        case 'addObject':
        case 'updateObject': {
          const id = objectID ?? (action === 'addObject' ? crypto.randomUUID() : undefined)
          if (!id) throw new SearchParameterError('updateObject needs an objectID')
          entry.store.save({ ...body, objectID: id } as IndexRecord)
          objectIDs.push(id)
          break
        }
        case 'partialUpdateObject':
        case 'partialUpdateObjectNoCreate': {
          if (!objectID) throw new SearchParameterError(`${action} needs an objectID`)
          const current = entry.store.get(objectID)
          if (current || action === 'partialUpdateObject') {
            entry.store.save({ ...(current ?? {}), ...applyPartial(current ?? {}, body ?? {}), objectID })
          }
          objectIDs.push(objectID)
          break
        }
        case 'deleteObject':
          if (!objectID) throw new SearchParameterError('deleteObject needs an objectID')
          entry.store.delete(objectID)
          objectIDs.push(objectID)
          break
        case 'clear':
          entry.store.replaceAll([])
          break
        case 'delete':
          this.deleteIndex(indexName)
          break
        default:
          throw new SearchParameterError(`Unknown batch action '${String(action)}'`)
      }
    }
    entry.updatedAt = now()
    return { ...this.task(), objectIDs }
  }

  /** Replaces every record at once: a bulk build, far faster than one save per record. */
  replaceAllObjects(indexName: string, records: readonly IndexRecord[]) {
    const entry = this.entryOrCreate(indexName)
    entry.store.replaceAll(records)
    entry.updatedAt = now()
    return this.task()
  }

  clear(indexName: string) {
    return this.batch(indexName, [{ action: 'clear' }])
  }

  /** A record by id; one outside `restriction` (the key's filter) does not exist for that key. */
  getObject(
    indexName: string,
    objectID: string,
    attributesToRetrieve: readonly string[] = ['*'],
    restriction: FilterNode | null = null,
  ) {
    const { store } = this.entry(indexName)
    const record = store.get(objectID)
    const slot = store.slotOf(objectID)
    const visible =
      record !== undefined &&
      slot !== undefined &&
      (!restriction || hasBit(evaluateFilter(store, restriction), slot))
    if (!visible) throw new SearchNotFoundError('ObjectID does not exist')
    return retrieveAttributes(record, attributesToRetrieve)
  }

  /** All records of an index, a page at a time (Algolia's browse: `cursor` until there is none). */
  browse(indexName: string, cursor: string | undefined, hitsPerPage = 1000) {
    const records = this.entry(indexName).store.all()
    const start = cursor ? Number(Buffer.from(cursor, 'base64url').toString()) || 0 : 0
    const end = start + hitsPerPage
    const page = records.slice(start, end)
    return {
      hits: page,
      nbHits: records.length,
      page: Math.floor(start / hitsPerPage),
      nbPages: Math.ceil(records.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: 0,
      query: '',
      params: '',
      ...(end < records.length ? { cursor: Buffer.from(String(end)).toString('base64url') } : {}),
    }
  }

  deleteIndex(indexName: string) {
    const entry = this.indices.get(indexName)
    if (entry) {
      this.indices.delete(indexName)
      for (const [name, other] of this.indices) if (other.primary === indexName) this.indices.delete(name)
    }
    return { ...this.task(), deletedAt: now() }
  }

  private task() {
    this.taskCounter++
    return { taskID: this.taskCounter, updatedAt: now() }
  }

  view(indexName: string): IndexView {
    const entry = this.entry(indexName)
    return { name: entry.name, settings: entry.settings, store: entry.store }
  }

  private entry(indexName: string): IndexEntry {
    const entry = this.indices.get(indexName)
    if (!entry) throw new SearchNotFoundError('Index does not exist')
    return entry
  }

  private entryOrCreate(indexName: string): IndexEntry {
    let entry = this.indices.get(indexName)
    if (!entry) {
      entry = { name: indexName, settings: {}, store: new RecordStore(), primary: null, updatedAt: now() }
      this.indices.set(indexName, entry)
    }
    return entry
  }

  private applyLayout(entry: IndexEntry): void {
    entry.store.setLayout({
      facetAttributes: parseFacetAttributes(entry.settings.attributesForFaceting),
      searchable: parseSearchableAttributes(entry.settings.searchableAttributes, () =>
        // Algolia searches every attribute when none are listed; we take the string ones of a record.
        Object.entries(entry.store.all()[0] ?? {})
          .filter(([key, value]) => key !== 'objectID' && typeof value === 'string')
          .map(([key]) => key),
      ),
    })
  }
}

/** partialUpdateObject bodies may hold built-in operations ({_operation:'Increment', value:1}). */
function applyPartial(current: Record<string, unknown>, body: Record<string, unknown>) {
  const next: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (value && typeof value === 'object' && '_operation' in value) {
      const { _operation: operation, value: operand } = value as { _operation: string; value: unknown }
      const existing = current[key]
      switch (operation) {
        case 'Increment':
          next[key] = (typeof existing === 'number' ? existing : 0) + Number(operand)
          break
        case 'Decrement':
          next[key] = (typeof existing === 'number' ? existing : 0) - Number(operand)
          break
        case 'Add':
          next[key] = [...(Array.isArray(existing) ? existing : []), operand]
          break
        case 'AddUnique':
          next[key] =
            Array.isArray(existing) && existing.includes(operand)
              ? existing
              : [...(Array.isArray(existing) ? existing : []), operand]
          break
        case 'Remove':
          next[key] = Array.isArray(existing) ? existing.filter((item) => item !== operand) : existing
          break
        default:
          throw new SearchParameterError(`Unknown partial update operation '${operation}'`)
      }
    } else next[key] = value
  }
  return next
}

const now = () => new Date().toISOString()
