// One facet attribute, dictionary-encoded: each distinct value gets a small id, its postings, and
// every record slot remembers its value ids so counts can also be tallied record by record.
import { type Bitset, countAnd, hasBit } from './bitset.js'
import { ValuePostings } from './value-postings.js'

const NONE = -1
const MANY = -2

export class FacetColumn {
  readonly values: string[] = []
  readonly postings: ValuePostings[] = []
  private readonly ids = new Map<string, number>()
  private readonly idsByLowerCase = new Map<string, number[]>()
  private slotValue: Int32Array
  private readonly slotValues = new Map<number, number[]>()

  constructor(
    readonly attribute: string,
    private words: number,
    capacity: number,
  ) {
    this.slotValue = new Int32Array(capacity).fill(NONE)
  }

  resize(words: number, capacity: number): void {
    this.words = words
    const next = new Int32Array(capacity).fill(NONE)
    next.set(this.slotValue.subarray(0, Math.min(capacity, this.slotValue.length)))
    this.slotValue = next
    for (const postings of this.postings) postings.resize(words)
  }

  add(slot: number, values: readonly string[]): void {
    if (values.length === 1) {
      const id = this.idOf(values[0] as string)
      this.postings[id]?.add(slot, this.words)
      this.slotValue[slot] = id
      return
    }
    const unique = [...new Set(values)]
    const ids = unique.map((value) => this.idOf(value))
    for (const id of ids) this.postings[id]?.add(slot, this.words)
    if (ids.length === 0) this.slotValue[slot] = NONE
    else if (ids.length === 1) this.slotValue[slot] = ids[0] as number
    else {
      this.slotValue[slot] = MANY
      this.slotValues.set(slot, ids)
    }
  }

  remove(slot: number): void {
    for (const id of this.valueIdsOf(slot)) this.postings[id]?.remove(slot)
    this.slotValue[slot] = NONE
    this.slotValues.delete(slot)
  }

  valueIdsOf(slot: number): readonly number[] {
    const single = this.slotValue[slot] ?? NONE
    if (single === NONE) return []
    if (single === MANY) return this.slotValues.get(slot) ?? []
    return [single]
  }

  /** Value ids a filter value selects: exact first, else case-insensitively (as Algolia matches). */
  idsMatching(value: string): readonly number[] {
    const exact = this.ids.get(value)
    if (exact !== undefined) return [exact]
    return this.idsByLowerCase.get(value.toLowerCase()) ?? []
  }

  /**
   * Count per value id among `candidates` (holding `candidateCount` slots). Two ways to the same
   * exact numbers; the cheaper is chosen: popcounts of (candidates ∧ value) when values are few,
   * or one pass over the candidates reading each slot's value ids when values are many.
   */
  countValues(candidates: Bitset, candidateCount: number): Int32Array {
    const counts = new Int32Array(this.values.length)
    let bitsetCost = 0
    for (const postings of this.postings) bitsetCost += postings.bitset ? candidates.length : postings.size
    if (bitsetCost <= candidateCount * 2) {
      this.postings.forEach((postings, id) => {
        if (postings.bitset) counts[id] = countAnd(candidates, postings.bitset)
        else {
          let count = 0
          for (const slot of postings.slots) if (hasBit(candidates, slot)) count++
          counts[id] = count
        }
      })
      return counts
    }
    for (let word = 0; word < candidates.length; word++) {
      let bits = candidates[word] as number
      while (bits !== 0) {
        const low = bits & -bits
        const slot = (word << 5) + 31 - Math.clz32(low)
        bits ^= low
        const single = this.slotValue[slot] as number
        if (single >= 0) counts[single] = (counts[single] as number) + 1
        else if (single === MANY) {
          for (const id of this.slotValues.get(slot) ?? []) counts[id] = (counts[id] as number) + 1
        }
      }
    }
    return counts
  }

  private idOf(value: string): number {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = this.values.length
      this.values.push(value)
      this.postings.push(new ValuePostings())
      this.ids.set(value, id)
      const lower = value.toLowerCase()
      this.idsByLowerCase.set(lower, [...(this.idsByLowerCase.get(lower) ?? []), id])
    }
    return id
  }
}
