// The records holding one facet value or one text term. Rare values keep a sorted slot list only;
// once a value is common enough that its bitset is smaller than its list, it keeps the bitset too.
// That keeps unique values (stock numbers, exact prices) from costing 12 KB each at 100k records.
import { type Bitset, clearBit, createBitset, setBit } from './bitset.js'

export class ValuePostings {
  /** Ascending slots. */
  readonly slots: number[] = []
  /** For text terms: the attribute rank per slot, parallel to `slots` (no Map per term). */
  readonly ranks: number[] = []
  bitset: Bitset | null = null

  get size(): number {
    return this.slots.length
  }

  add(slot: number, words: number, rank = 0): void {
    const last = this.slots.length - 1
    // Index builds add slots in ascending order: append without searching.
    if (last < 0 || (this.slots[last] as number) < slot) {
      this.slots.push(slot)
      this.ranks.push(rank)
    } else {
      const at = insertionPoint(this.slots, slot)
      if (this.slots[at] === slot) {
        this.ranks[at] = rank
        return
      }
      this.slots.splice(at, 0, slot)
      this.ranks.splice(at, 0, rank)
    }
    if (this.bitset) setBit(this.bitset, slot)
    else if (this.slots.length * 2 >= words) this.materialise(words)
  }

  remove(slot: number): void {
    const at = insertionPoint(this.slots, slot)
    if (this.slots[at] !== slot) return
    this.slots.splice(at, 1)
    this.ranks.splice(at, 1)
    if (this.bitset) clearBit(this.bitset, slot)
  }

  materialise(words: number): void {
    const bitset = createBitset(words)
    for (const slot of this.slots) setBit(bitset, slot)
    this.bitset = bitset
  }

  /** Sets this value's slots in `target` (an OR into it). */
  orInto(target: Bitset): void {
    if (this.bitset) {
      const source = this.bitset
      for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) | (source[i] ?? 0)
      return
    }
    for (const slot of this.slots) setBit(target, slot)
  }

  /** Bitsets follow the store's capacity; lists need nothing. */
  resize(words: number): void {
    if (this.bitset) this.materialise(words)
  }
}

/** First index whose slot is ≥ `slot` in an ascending list. */
export function insertionPoint(slots: readonly number[], slot: number): number {
  let low = 0
  let high = slots.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((slots[middle] as number) < slot) low = middle + 1
    else high = middle
  }
  return low
}
