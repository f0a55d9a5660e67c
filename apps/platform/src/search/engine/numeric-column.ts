// One numeric attribute: its value per slot (NaN when absent) and the slots sorted by value, so a
// range is two binary searches and a run of slots; a single change moves one slot, no re-sort.
import { type Bitset, setBit } from './bitset.js'

export class NumericColumn {
  values: Float64Array
  private sorted: Int32Array
  private size = 0

  constructor(
    readonly attribute: string,
    capacity: number,
  ) {
    this.values = new Float64Array(capacity).fill(Number.NaN)
    this.sorted = new Int32Array(capacity)
  }

  resize(capacity: number): void {
    const values = new Float64Array(capacity).fill(Number.NaN)
    values.set(this.values.subarray(0, Math.min(capacity, this.values.length)))
    this.values = values
    const sorted = new Int32Array(capacity)
    sorted.set(this.sorted.subarray(0, this.size))
    this.sorted = sorted
  }

  /** Orders slots whose values were written directly (index build): one sort, not n insertions. */
  sortLoaded(slots: readonly number[]): void {
    const sorted = Int32Array.from(slots)
    const values = this.values
    sorted.sort((a, b) => (values[a] as number) - (values[b] as number) || a - b)
    this.sorted.set(sorted)
    this.size = sorted.length
  }

  set(slot: number, value: number | null): void {
    this.unset(slot)
    if (value === null || Number.isNaN(value)) return
    this.values[slot] = value
    const at = this.lowerBound(value, slot)
    this.sorted.copyWithin(at + 1, at, this.size)
    this.sorted[at] = slot
    this.size++
  }

  unset(slot: number): void {
    const value = this.values[slot] as number
    if (Number.isNaN(value)) return
    const at = this.lowerBound(value, slot)
    if (this.sorted[at] === slot) {
      this.sorted.copyWithin(at, at + 1, this.size)
      this.size--
    }
    this.values[slot] = Number.NaN
  }

  /** Sets in `target` every slot whose value lies within the bounds. */
  rangeInto(target: Bitset, lower: number, lowerInclusive: boolean, upper: number, upperInclusive: boolean) {
    let at = lowerInclusive ? this.firstAtLeast(lower) : this.firstAbove(lower)
    const end = upperInclusive ? this.firstAbove(upper) : this.firstAtLeast(upper)
    for (; at < end; at++) setBit(target, this.sorted[at] as number)
  }

  private firstAtLeast(value: number): number {
    let low = 0
    let high = this.size
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.values[this.sorted[middle] as number] as number) < value) low = middle + 1
      else high = middle
    }
    return low
  }

  private firstAbove(value: number): number {
    let low = 0
    let high = this.size
    while (low < high) {
      const middle = (low + high) >>> 1
      if ((this.values[this.sorted[middle] as number] as number) <= value) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Position of (value, slot) in the (value, slot) order. */
  private lowerBound(value: number, slot: number): number {
    let low = 0
    let high = this.size
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = this.sorted[middle] as number
      const otherValue = this.values[other] as number
      if (otherValue < value || (otherValue === value && other < slot)) low = middle + 1
      else high = middle
    }
    return low
  }
}
