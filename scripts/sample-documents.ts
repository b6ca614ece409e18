import fs from 'node:fs'
import path from 'node:path'
import { localeTag } from '../app/i18n/locales.ts'

/**
 * Writes the sample documents under public/documents/: the support programs' enrolment forms, in both languages,
 * each marked SAMPLE on every line that matters. They stand in for the forms the programs will supply; replacing
 * one is replacing its file under the same name. A production build refuses them while they are samples
 * (app/content/document-check.server.ts). Run: `node scripts/sample-documents.ts`.
 */
type Doc = { file: string; lang: 'en' | 'fr'; title: string; lines: string[] }

const sampleEn = 'SAMPLE – placeholder document. The final version will replace it.'
const sampleFr = 'ÉCHANTILLON – document provisoire. La version définitive le remplacera.'

const docs: Doc[] = [
  ...(['ruzurgi', 'lysodren'] as const).flatMap((product) => {
    const brand = product === 'ruzurgi' ? 'Ruzurgi' : 'Lysodren'
    return [
      {
        file: `enrolment-form-${product}-en.pdf`,
        lang: 'en' as const,
        title: `${brand} patient support program: enrolment form`,
        lines: [
          'Patient: name, date of birth, address, telephone, preferred language (English or French).',
          'Coverage: provincial health card number, private insurer, group and certificate numbers.',
          'Prescriber: name, clinic, telephone and fax, licence number, signature and date.',
          'Consent: the patient agrees that the program collects and uses this information to provide its services.',
          '',
          'Send the completed form to the program by fax, or call the program and it will reach your prescriber.',
        ],
      },
      {
        file: `enrolment-form-${product}-fr.pdf`,
        lang: 'fr' as const,
        title: `Programme de soutien aux patients ${brand} : formulaire d’inscription`,
        lines: [
          'Patient : nom, date de naissance, adresse, téléphone, langue de préférence (français ou anglais).',
          'Couverture : numéro d’assurance maladie, assureur privé, numéros de groupe et de certificat.',
          'Prescripteur : nom, clinique, téléphone et télécopieur, numéro de permis, signature et date.',
          'Consentement : le patient accepte que le programme recueille et utilise ces renseignements pour offrir ses services.',
          '',
          'Transmettez le formulaire rempli au programme par télécopieur, ou appelez le programme, qui joindra votre prescripteur.',
        ],
      },
    ]
  }),
]

/** PDF text strings in WinAnsiEncoding: Latin-1 as is, the typographic marks at their Windows-1252 places. */
const winAnsi: Record<string, number> = { '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '\u00a0': 0x20, '\u202f': 0x20 }
function pdfString(text: string): Buffer {
  const bytes: number[] = []
  for (const char of text) {
    const code = winAnsi[char] ?? char.codePointAt(0)!
    if (code > 0xff) throw new Error(`not in WinAnsiEncoding: ${char}`)
    if (char === '(' || char === ')' || char === '\\') bytes.push(0x5c)
    bytes.push(code)
  }
  return Buffer.from([0x28, ...bytes, 0x29])
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line]
}

function pdf(doc: Doc): Buffer {
  const sample = doc.lang === 'fr' ? sampleFr : sampleEn
  const ops: Buffer[] = [Buffer.from('BT /F2 18 Tf 56 730 Td 22 TL ')]
  for (const line of wrap(doc.title, 52)) ops.push(pdfString(line), Buffer.from(" '\n"))
  ops.push(Buffer.from('/F2 11 Tf 16 TL T* '), pdfString(sample), Buffer.from(" '\n/F1 11 Tf "))
  for (const paragraph of doc.lines)
    for (const line of paragraph ? wrap(paragraph, 92) : ['']) ops.push(pdfString(line), Buffer.from(" '\n"))
  ops.push(Buffer.from('T* /F2 11 Tf '), pdfString('Nordora Pharma – nordorapharma.ca'), Buffer.from(" '\nET"))
  const stream = Buffer.concat(ops)
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /Lang (${localeTag(doc.lang)}) >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    Buffer.concat([
      Buffer.from('<< /Title '),
      pdfString(`${doc.title} (${doc.lang === 'fr' ? 'échantillon' : 'sample'})`),
      Buffer.from(' /Author (Nordora Pharma) >>'),
    ]),
  ]
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = parts[0]!.length
  objects.forEach((object, index) => {
    offsets.push(length)
    const body = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof object === 'string' ? Buffer.from(object) : object,
      Buffer.from('\nendobj\n'),
    ])
    parts.push(body)
    length += body.length
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('')
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${length}\n%%EOF\n`))
  return Buffer.concat(parts)
}

const dir = path.resolve(import.meta.dirname, '../public/documents')
fs.mkdirSync(dir, { recursive: true })
for (const doc of docs) fs.writeFileSync(path.join(dir, doc.file), pdf(doc))
console.log(`wrote ${docs.length} sample documents in ${path.relative(process.cwd(), dir)}`)
