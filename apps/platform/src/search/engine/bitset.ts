// Sets of record slots as Uint32Array words (bit i of word i>>>5). At 100k records a set is 3,125
// words, so AND/OR/popcount over a whole set costs microseconds — the base of every filter and count.

export type Bitset = Uint32Array

export const wordsFor = (slots: number): number => (slots + 31) >>> 5

export function createBitset(words: number): Bitset {
  return new Uint32Array(words)
}

export function setBit(set: Bitset, slot: number): void {
  set[slot >>> 5] = (set[slot >>> 5] as number) | (1 << (slot & 31))
}

export function clearBit(set: Bitset, slot: number): void {
  set[slot >>> 5] = (set[slot >>> 5] as number) & ~(1 << (slot & 31))
}

export function hasBit(set: Bitset, slot: number): boolean {
  return (((set[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1
}

export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
}

export function countBits(set: Bitset): number {
  let count = 0
  for (let i = 0; i < set.length; i++) count += popcount32(set[i] as number)
  return count
}

/** |a ∩ b| without allocating the intersection: one facet count. */
export function countAnd(a: Bitset, b: Bitset): number {
  let count = 0
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const word = (a[i] as number) & (b[i] as number)
    if (word !== 0) count += popcount32(word)
  }
  return count
}

export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) & (other[i] ?? 0)
  return target
}

export function orInto(target: Bitset, other: Bitset): Bitset {
  const n = Math.min(target.length, other.length)
  for (let i = 0; i < n; i++) target[i] = (target[i] as number) | (other[i] as number)
  return target
}

export function andNotInto(target: Bitset, other: Bitset): Bitset {
  const n = Math.min(target.length, other.length)
  for (let i = 0; i < n; i++) target[i] = (target[i] as number) & ~(other[i] as number)
  return target
}

/** A copy of `set` resized to `words` (longer sets are cut, shorter ones padded with zeros). */
export function resizedBitset(set: Bitset, words: number): Bitset {
  const next = new Uint32Array(words)
  next.set(set.length > words ? set.subarray(0, words) : set)
  return next
}

/** Calls `visit` with every slot in the set, in ascending order. */
export function forEachBit(set: Bitset, visit: (slot: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i] as number
    while (word !== 0) {
      const low = word & -word
      visit((i << 5) + 31 - Math.clz32(low))
      word ^= low
    }
  }
}
