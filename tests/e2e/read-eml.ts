import fs from 'node:fs'

/** An .eml's headers and its text, decoded from quoted-printable as nodemailer writes it. */
export function readEml(file: string) {
  const raw = fs.readFileSync(file, 'utf8')
  const split = raw.indexOf('\n\n')
  const headers = raw.slice(0, split)
  const body = raw.slice(split + 2)
  const quoted = /Content-Transfer-Encoding: quoted-printable/i.test(headers)
  const bytes = quoted
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
          .split('')
          .map((c) => c.charCodeAt(0)),
      )
    : Buffer.from(body)
  return { headers, text: bytes.toString('utf8') }
}
