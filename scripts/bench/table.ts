/** A plain-text table: a header row, a rule, and columns padded to their widest cell (numbers right-aligned). */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const numeric = header.map(
    (_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number' || /^[\d.,:×%-]+$/.test(String(row[column]))),
  )
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n')
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes). */
export const kb = (bytes: number) => (bytes / 1000).toFixed(1)
