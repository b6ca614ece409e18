import { splitFields } from '../forms/read-form-body.server.ts'
import { sameToken } from './same-token.server.ts'

/**
 * The largest staff post: the incident form with its five long answers full is about 40 kB. The staff router
 * refuses a larger declared length before reading anything (server/staff/routes.ts); a post without one is read
 * no further than this here.
 */
export const STAFF_MAX_POST_BYTES = 128 * 1024

export type StaffPost = { ok: true; form: FormData } | { ok: false; status: 400 | 403 | 413 | 415 }

const FIRST_FIELD = 'csrf='

/**
 * Reads a staff post, bounded, checking its CSRF token as soon as it has arrived: every staff form sends it first,
 * so a post without the session's token is refused (403) after its first field, the rest never read. A form that
 * sends it later is read whole, up to the cap, and checked then. URL-encoded only (staff forms send nothing else),
 * UTF-8, flat fields (app/forms/read-form-body.server.ts's rules).
 */
export async function readStaffPost(request: Request, csrfToken: string, maxBytes = STAFF_MAX_POST_BYTES): Promise<StaffPost> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, status: 415 }
  if (!request.body) return { ok: false, status: 403 }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  let head = ''
  let checked = false
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>
    try {
      part = await reader.read()
    } catch {
      return { ok: false, status: 400 }
    }
    if (part.done) break
    size += part.value.byteLength
    if (size > maxBytes) {
      // Read no further, and leave the rest unread: cancelling would cut the connection before the answer.
      reader.releaseLock()
      return { ok: false, status: 413 }
    }
    chunks.push(part.value)
    if (!checked) {
      // The token is base64url: its bytes are its characters, and the field ends at the first `&`.
      head += new TextDecoder('latin1').decode(part.value)
      const end = head.indexOf('&')
      if (head.startsWith(FIRST_FIELD) && end !== -1) {
        if (!sameToken(head.slice(FIRST_FIELD.length, end), csrfToken)) {
          reader.releaseLock()
          return { ok: false, status: 403 }
        }
        checked = true
      } else if (head.length > 512) checked = true // Not first: checked once the whole post is in.
    }
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  let fields: [string, string][] | undefined
  try {
    fields = splitFields(new TextDecoder('utf-8', { fatal: true }).decode(body))
  } catch {
    return { ok: false, status: 400 }
  }
  if (!fields) return { ok: false, status: 400 }
  const form = new FormData()
  for (const [name, value] of fields) form.append(name, value)
  if (!sameToken(form.get('csrf'), csrfToken)) return { ok: false, status: 403 }
  return { ok: true, form }
}
