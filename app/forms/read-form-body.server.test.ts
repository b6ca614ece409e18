import { describe, expect, it } from 'vitest'
import { readFormBody } from './read-form-body.server.ts'

const post = (body: BodyInit, type = 'application/x-www-form-urlencoded') =>
  new Request('http://localhost/en/contactus', { method: 'POST', headers: { 'content-type': type }, body })

describe('readFormBody', () => {
  it('reads URL-encoded fields, repeated ones and accents included', async () => {
    const result = await readFormBody(post('firstName=%C3%89lise&criteria=a&criteria=b&message=deux+mots&empty='), 1_000)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fields.get('firstName')).toBe('Élise')
    expect(result.fields.getAll('criteria')).toEqual(['a', 'b'])
    expect(result.fields.get('message')).toBe('deux mots')
    expect(result.fields.get('empty')).toBe('')
  })

  it('refuses other types of body with 415', async () => {
    expect(await readFormBody(post('{"firstName":"x"}', 'application/json'), 1_000)).toEqual({ ok: false, status: 415 })
    expect(await readFormBody(post('a=b', 'application/x-www-form-urlencoded; charset=iso-8859-1'), 1_000)).toEqual({ ok: false, status: 415 })
    const multipart = new FormData()
    multipart.set('a', 'b')
    expect(await readFormBody(new Request('http://localhost/', { method: 'POST', body: multipart }), 1_000)).toEqual({ ok: false, status: 415 })
  })

  it('stops reading past the limit with 413, even without a declared length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100)))
        controller.close()
      },
    })
    const request = new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: stream, duplex: 'half' } as RequestInit)
    expect(await readFormBody(request, 500)).toEqual({ ok: false, status: 413 })
  })

  it('refuses broken encodings with 400 rather than guessing', async () => {
    expect(await readFormBody(post('name=%E9'), 1_000)).toEqual({ ok: false, status: 400 })
    expect(await readFormBody(post('name=%ZZ'), 1_000)).toEqual({ ok: false, status: 400 })
    expect(await readFormBody(post(new Uint8Array([0x6e, 0x3d, 0xff, 0xfe])), 1_000)).toEqual({ ok: false, status: 400 })
  })
})
