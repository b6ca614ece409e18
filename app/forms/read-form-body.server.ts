/**
 * Reads a form post's body as URL-encoded fields, strictly: the forms post
 * nothing else, so another type is a 415, a body over the limit a 413 (read
 * no further), and bytes that are not UTF-8 or a broken percent escape a 400.
 * URLSearchParams would quietly turn the last two into U+FFFD.
 */
export type FormBody = { ok: true; fields: URLSearchParams } | { ok: false; status: 400 | 413 | 415 }

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
      await reader.cancel()
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
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    const fields = new URLSearchParams()
    for (const pair of text.split('&')) {
      if (pair === '') continue
      const at = pair.indexOf('=')
      fields.append(decode(at === -1 ? pair : pair.slice(0, at)), at === -1 ? '' : decode(pair.slice(at + 1)))
    }
    return { ok: true, fields }
  } catch {
    return { ok: false, status: 400 }
  }
}
