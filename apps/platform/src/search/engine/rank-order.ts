// Records in the order an index ranks equals: its sort criteria (a replica's asc(price)) and then its
// customRanking, ties by objectID. Kept sorted as records change — one binary search and one shift
// per change — so an empty query pages through it without sorting anything.
import type { SortCriterion } from './index-settings.js'
import type { NumericColumn } from './numeric-column.js'

export class RankOrder {
  order: Int32Array
  private length = 0
  private positions: Int32Array | null = null

  constructor(
    private readonly criteria: readonly SortCriterion[],
    private readonly column: (attribute: string) => NumericColumn | undefined,
    private readonly objectIdOf: (slot: number) => string,
    capacity: number,
  ) {
    this.order = new Int32Array(capacity)
  }

  get size(): number {
    return this.length
  }

  resize(capacity: number): void {
    const next = new Int32Array(capacity)
    next.set(this.order.subarray(0, this.length))
    this.order = next
    this.positions = null
  }

  /** Orders many slots at once (index build). */
  load(slots: readonly number[]): void {
    const sorted = Int32Array.from(slots).sort((a, b) => this.compare(a, b))
    this.order.set(sorted)
    this.length = sorted.length
    this.positions = null
  }

  insert(slot: number): void {
    let low = 0
    let high = this.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.order[middle] as number, slot) < 0) low = middle + 1
      else high = middle
    }
    this.order.copyWithin(low + 1, low, this.length)
    this.order[low] = slot
    this.length++
    this.positions = null
  }

  /** Must run before the slot's values change: it finds the slot by its current values. */
  remove(slot: number): void {
    let low = 0
    let high = this.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.order[middle] as number, slot) < 0) low = middle + 1
      else high = middle
    }
    let at = low
    while (at < this.length && this.order[at] !== slot) at++
    if (at === this.length) at = this.order.subarray(0, this.length).indexOf(slot)
    if (at < 0) return
    this.order.copyWithin(at, at + 1, this.length)
    this.length--
    this.positions = null
  }

  /** Rank position per slot (lower ranks first), rebuilt lazily after changes. */
  positionOf(): Int32Array {
    if (!this.positions || this.positions.length < this.order.length) {
      const positions = new Int32Array(this.order.length)
      for (let i = 0; i < this.length; i++) positions[this.order[i] as number] = i
      this.positions = positions
    }
    return this.positions
  }

  /** Calls `visit` with slots in rank order until it returns false. */
  walk(visit: (slot: number) => boolean): void {
    for (let i = 0; i < this.length; i++) if (!visit(this.order[i] as number)) return
  }

  compare(a: number, b: number): number {
    for (const { attribute, direction } of this.criteria) {
      const values = this.column(attribute)?.values
      const left = values ? (values[a] as number) : Number.NaN
      const right = values ? (values[b] as number) : Number.NaN
      if (Number.isNaN(left) || Number.isNaN(right)) {
        // Records without the attribute go last whatever the direction, as in Algolia.
        if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1
        continue
      }
      if (left !== right) return direction === 'asc' ? left - right : right - left
    }
    const left = this.objectIdOf(a)
    const right = this.objectIdOf(b)
    return left < right ? -1 : left > right ? 1 : 0
  }
}
