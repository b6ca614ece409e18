import { describe, expect, it } from 'vitest'
import { MAX_FORM_FIELDS, readFormBody } from './read-form-body.server.ts'

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
    expect(await readFormBody(post('a=b', 'application/x-www-form-urlencoded; charset=iso-8859-1'), 1_000)).toEqual({
      ok: false,
      status: 415,
    })
    const multipart = new FormData()
    multipart.set('a', 'b')
    expect(await readFormBody(new Request('http://localhost/', { method: 'POST', body: multipart }), 1_000)).toEqual({
      ok: false,
      status: 415,
    })
  })

  it('stops reading past the limit with 413, even without a declared length', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(100)))
        controller.close()
      },
    })
    const request = new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await readFormBody(request, 500)).toEqual({ ok: false, status: 413 })
  })

  it('refuses broken encodings with 400 rather than guessing', async () => {
    expect(await readFormBody(post('name=%E9'), 1_000)).toEqual({ ok: false, status: 400 })
    expect(await readFormBody(post('name=%ZZ'), 1_000)).toEqual({ ok: false, status: 400 })
    expect(await readFormBody(post(new Uint8Array([0x6e, 0x3d, 0xff, 0xfe])), 1_000)).toEqual({ ok: false, status: 400 })
  })

  it('refuses path syntax in names, which Conform would expand into arrays and objects, with 400', async () => {
    for (const body of ['x%5B200000000%5D=1', 'x[200000000]=1', 'a.b=1', 'a%2Eb=1', 'x%5d=1']) {
      expect(await readFormBody(post(body), 1_000), body).toEqual({ ok: false, status: 400 })
    }
  })

  it('refuses more fields than a form has, and over-long names, with 400 and in linear time', async () => {
    const fields = (count: number) => Array.from({ length: count }, () => 'message=').join('&')
    expect((await readFormBody(post(fields(MAX_FORM_FIELDS)), 300_000)).ok).toBe(true)
    const started = performance.now()
    expect(await readFormBody(post(fields(28_000)), 300_000)).toEqual({ ok: false, status: 400 })
    expect(performance.now() - started).toBeLessThan(200)
    expect(await readFormBody(post(`${'n'.repeat(65)}=1`), 1_000)).toEqual({ ok: false, status: 400 })
    expect(await readFormBody(post(`${'%C3%A9'.repeat(40)}=1`), 1_000)).toEqual({ ok: false, status: 400 })
  })
})
