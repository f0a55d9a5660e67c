// The records of one index and every structure built over them: slots, facet columns, numeric
// columns, the text index and rank orders. Replicas share one store (same records, other orders).
// A write touches only the changed record's slot: no structure is rebuilt for a single change.
import { type Bitset, clearBit, createBitset, resizedBitset, setBit, wordsFor } from './bitset.js'
import { FacetColumn } from './facet-column.js'
import { TAGS_ATTRIBUTE } from './filter-ast.js'
import type { FacetAttribute, SearchableAttribute, SortCriterion } from './index-settings.js'
import { NumericColumn } from './numeric-column.js'
import { RankOrder } from './rank-order.js'
import { TextIndex, valueAt } from './text-index.js'

export type IndexRecord = { objectID: string } & Record<string, unknown>

export interface StoreLayout {
  facetAttributes: readonly FacetAttribute[]
  searchable: readonly SearchableAttribute[]
}

export function facetValues(value: unknown): string[] {
  if (value === null || value === undefined) return []
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(facetValues)
  return []
}

export class RecordStore {
  capacity = 0
  words = 0
  records: (IndexRecord | undefined)[] = []
  alive: Bitset = createBitset(0)
  readonly facets = new Map<string, FacetColumn>()
  readonly numerics = new Map<string, NumericColumn>()
  text = new TextIndex(0)
  /** Bumped on every write; caches keyed by it never serve stale answers. */
  version = 0
  private objectIds: string[] = []
  private readonly slots = new Map<string, number>()
  private free: number[] = []
  private readonly orders = new Map<string, RankOrder>()
  private layout: StoreLayout = { facetAttributes: [], searchable: [] }

  get count(): number {
    return this.slots.size
  }

  get facetAttributes(): readonly FacetAttribute[] {
    return this.layout.facetAttributes
  }

  get searchable(): readonly SearchableAttribute[] {
    return this.layout.searchable
  }

  get(objectID: string): IndexRecord | undefined {
    const slot = this.slots.get(objectID)
    return slot === undefined ? undefined : this.records[slot]
  }

  objectIdOf = (slot: number): string => this.objectIds[slot] ?? ''

  /** The slot holding `objectID`, for checking one record against a filter's bitset. */
  slotOf(objectID: string): number | undefined {
    return this.slots.get(objectID)
  }

  /** New facet or searchable attributes change what every record contributes: reload them all. */
  setLayout(layout: StoreLayout): void {
    const same = JSON.stringify(layout) === JSON.stringify(this.layout)
    this.layout = layout
    if (!same) this.replaceAll(this.all())
  }

  all(): IndexRecord[] {
    return this.records.filter((record): record is IndexRecord => record !== undefined)
  }

  /** Builds everything from scratch for `records` (start-up, clear, a settings change). */
  replaceAll(records: readonly IndexRecord[]): void {
    const unique = new Map(records.map((record) => [record.objectID, record]))
    const capacity = Math.max(1024, Math.ceil(unique.size * 1.25))
    this.capacity = capacity
    this.words = wordsFor(capacity)
    this.records = []
    this.objectIds = []
    this.slots.clear()
    this.free = []
    this.alive = createBitset(this.words)
    this.facets.clear()
    this.numerics.clear()
    this.orders.clear()
    this.text = new TextIndex(this.words)
    for (const { attribute } of this.layout.facetAttributes) this.facetColumn(attribute)
    this.facetColumn(TAGS_ATTRIBUTE)

    // Numbers go straight into their columns; each column sorts its slots once at the end.
    const numericSlots = new Map<NumericColumn, number[]>()
    let slot = 0
    for (const record of unique.values()) {
      this.records[slot] = record
      this.objectIds[slot] = record.objectID
      this.slots.set(record.objectID, slot)
      setBit(this.alive, slot)
      this.addToFacetsAndText(slot, record)
      for (const [attribute, value] of Object.entries(record)) {
        if (typeof value !== 'number' || Number.isNaN(value)) continue
        const column = this.numericColumn(attribute)
        column.values[slot] = value
        let slots = numericSlots.get(column)
        if (!slots) {
          slots = []
          numericSlots.set(column, slots)
        }
        slots.push(slot)
      }
      slot++
    }
    for (const [column, slots] of numericSlots) column.sortLoaded(slots)
    this.version++
  }

  /** Adds or replaces one record (Algolia's addObject / updateObject). */
  save(record: IndexRecord): void {
    const existing = this.slots.get(record.objectID)
    const slot = existing ?? this.allocateSlot(record.objectID)
    for (const order of this.orders.values()) if (existing !== undefined) order.remove(slot)
    const previous = this.records[slot]
    if (previous) this.removeFromFacetsAndText(slot, previous)
    for (const column of this.numerics.values()) column.unset(slot)

    this.records[slot] = record
    setBit(this.alive, slot)
    this.addToFacetsAndText(slot, record)
    for (const [attribute, value] of Object.entries(record)) {
      if (typeof value === 'number' && !Number.isNaN(value)) this.numericColumn(attribute).set(slot, value)
    }
    for (const order of this.orders.values()) order.insert(slot)
    this.version++
  }

  delete(objectID: string): boolean {
    const slot = this.slots.get(objectID)
    if (slot === undefined) return false
    for (const order of this.orders.values()) order.remove(slot)
    const previous = this.records[slot]
    if (previous) this.removeFromFacetsAndText(slot, previous)
    for (const column of this.numerics.values()) column.unset(slot)
    this.records[slot] = undefined
    this.objectIds[slot] = ''
    clearBit(this.alive, slot)
    this.slots.delete(objectID)
    this.free.push(slot)
    this.version++
    return true
  }

  /** The slots in an index's rank order, built the first time a view asks for those criteria. */
  order(criteria: readonly SortCriterion[]): RankOrder {
    const key = JSON.stringify(criteria)
    let order = this.orders.get(key)
    if (!order) {
      order = new RankOrder(
        criteria,
        (attribute) => this.numerics.get(attribute),
        this.objectIdOf,
        this.capacity,
      )
      order.load([...this.slots.values()])
      this.orders.set(key, order)
    }
    return order
  }

  private allocateSlot(objectID: string): number {
    let slot = this.free.pop()
    if (slot === undefined) {
      slot = this.records.length
      if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2))
    }
    this.objectIds[slot] = objectID
    this.slots.set(objectID, slot)
    return slot
  }

  private grow(capacity: number): void {
    this.capacity = capacity
    this.words = wordsFor(capacity)
    this.alive = resizedBitset(this.alive, this.words)
    for (const column of this.facets.values()) column.resize(this.words, capacity)
    for (const column of this.numerics.values()) column.resize(capacity)
    for (const order of this.orders.values()) order.resize(capacity)
    this.text.resize(this.words)
  }

  private addToFacetsAndText(slot: number, record: IndexRecord): void {
    for (const [attribute, column] of this.facets) column.add(slot, facetValues(valueAt(record, attribute)))
    this.text.add(slot, record, this.layout.searchable)
  }

  private removeFromFacetsAndText(slot: number, record: IndexRecord): void {
    for (const column of this.facets.values()) column.remove(slot)
    this.text.remove(slot, record, this.layout.searchable)
  }

  private facetColumn(attribute: string): FacetColumn {
    let column = this.facets.get(attribute)
    if (!column) {
      column = new FacetColumn(attribute, this.words, this.capacity)
      this.facets.set(attribute, column)
    }
    return column
  }

  private numericColumn(attribute: string): NumericColumn {
    let column = this.numerics.get(attribute)
    if (!column) {
      column = new NumericColumn(attribute, this.capacity)
      this.numerics.set(attribute, column)
    }
    return column
  }
}
