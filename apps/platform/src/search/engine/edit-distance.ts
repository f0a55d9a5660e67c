// Optimal-string-alignment distance (a transposition counts as one typo, as Algolia counts it),
// bounded: it gives up as soon as every cell of a row exceeds `max`, so most comparisons stop early.

export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const n = b.length
  // Three rows reused across calls: typo matching runs this for many dictionary terms per query.
  if (rows[0].length <= n)
    rows = [new Int32Array(n * 2 + 2), new Int32Array(n * 2 + 2), new Int32Array(n * 2 + 2)]
  let [previousPrevious, previous, current] = rows
  for (let j = 0; j <= n; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1)
      }
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return max + 1
    ;[previousPrevious, previous, current] = [previous, current, previousPrevious]
  }
  return previous[n] as number
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

/** Typos a query word may carry: none under 4 characters, 1 from 4, 2 from 8 (Algolia's defaults). */
export function allowedTypos(word: string, minWordSizefor1Typo = 4, minWordSizefor2Typos = 8): number {
  if (word.length >= minWordSizefor2Typos) return 2
  if (word.length >= minWordSizefor1Typo) return 1
  return 0
}
