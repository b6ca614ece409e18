/** Three rows of the distance table, reused from call to call: comparing a word with a vocabulary allocates nothing. */
let rows = [new Uint16Array(64), new Uint16Array(64), new Uint16Array(64)]

/**
 * How many letters must change to turn one word into another: insert, delete, replace, or swap two neighbours
 * (the optimal string alignment distance). A swap counts once, as a typist makes it: “lysodern” is one edit from
 * “lysodren”, where plain Levenshtein counts two. Past `max` the count stops and answers `max + 1`, so comparing
 * a word with a whole vocabulary costs little.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Uint16Array(b.length + 1))
  let [before, previous, current] = rows as [Uint16Array, Uint16Array, Uint16Array]
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let best = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1)
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === other ? 0 : 1))
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === other) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[b.length]!, max + 1)
}
