/**
 * Reads a form post's body as URL-encoded fields, strictly: the forms post
 * nothing else, so another type is a 415, a body over the limit a 413 (read
 * no further; the answer then closes the connection), and bytes that are not UTF-8 or a broken percent escape a 400.
 * URLSearchParams would quietly turn the last two into U+FFFD.
 *
 * The forms are flat (docs/decisions/0040): a post with more fields than any
 * form has, a field name longer than any form uses, or a name with path
 * syntax (`a[3]`, `a.b`, which Conform would turn into arrays and objects)
 * is refused with a 400 before anything proportional to it is built.
 */
export type FormBody = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415 }

/** The medical-information form has about 40 fields with its checkbox groups; no real post comes near. */
export const MAX_FORM_FIELDS = 100
/** The longest field name of the forms is about 20 characters. */
export const MAX_FIELD_NAME_LENGTH = 64

function mediaType(request: Request): { type: string; charset?: string } {
  const [type = '', ...params] = (request.headers.get('content-type') ?? '').split(';')
  const charset = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='))
  return { type: type.trim().toLowerCase(), charset: charset?.slice('charset='.length).replace(/"/g, '') }
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Read no further, but do not cancel: cancelling destroys the connection before the 413 can be sent.
      // Unread, the body waits; once the answer is sent, Node discards the rest, without keeping it, and the
      // answer's `Connection: close` ends the connection.
      reader.releaseLock()
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '))
/** `[`, `]` and `.` are Conform's path syntax; literal or percent-encoded, they have no place in a flat form's names. */
const pathSyntax = /[[\].]|%5[BbDd]|%2[Ee]/

/** The fields of an URL-encoded text, or undefined when their number or a name is out of bounds. One pass, linear in the text. */
export function splitFields(text: string): [string, string][] | undefined {
  const fields: [string, string][] = []
  let start = 0
  while (start <= text.length) {
    let end = text.indexOf('&', start)
    if (end === -1) end = text.length
    if (end > start) {
      if (fields.length >= MAX_FORM_FIELDS) return undefined
      const equals = text.indexOf('=', start)
      const nameEnd = equals === -1 || equals > end ? end : equals
      // Percent escapes take at most three characters per character of the decoded name.
      if (nameEnd - start > MAX_FIELD_NAME_LENGTH * 3) return undefined
      const rawName = text.slice(start, nameEnd)
      if (pathSyntax.test(rawName)) return undefined
      const name = decode(rawName)
      if (name.length > MAX_FIELD_NAME_LENGTH || /[[\].]/.test(name)) return undefined
      fields.push([name, nameEnd === end ? '' : decode(text.slice(nameEnd + 1, end))])
    }
    start = end + 1
  }
  return fields
}

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const { type, charset } = mediaType(request)
  if (type !== 'application/x-www-form-urlencoded' || (charset !== undefined && charset !== 'utf-8')) return { ok: false, status: 415 }
  let bytes: Uint8Array | undefined
  try {
    bytes = await readLimited(request, maxBytes)
  } catch {
    // The visitor's connection broke off mid-body.
    return { ok: false, status: 400 }
  }
  if (!bytes) return { ok: false, status: 413 }
  try {
    const fields = splitFields(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return fields ? { ok: true, fields: new URLSearchParams(fields) } : { ok: false, status: 400 }
  } catch {
    return { ok: false, status: 400 }
  }
}
