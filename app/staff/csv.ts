/**
 * The staff area's CSV cells, for every export it offers (the cases, a person's information, the incident register).
 */

/**
 * A cell as RFC 4180 wants it, and never a formula: a spreadsheet would run a cell that starts with = + - @
 * (staff type the owner and case numbers), so such a cell gets a leading apostrophe.
 */
export function csvCell(value: string | boolean | null): string {
  let text = value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
