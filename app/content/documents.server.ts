import fs from 'node:fs'
import path from 'node:path'
import { locales } from '../i18n/locales.ts'
import type { Lang } from '../routing/route-table.ts'

/**
 * Documents the site publishes (patient guides, enrolment forms): files under public/documents/, which the build
 * copies as they are. Content links to them by path; the build refuses a link to a file that is not there, and each
 * link says what the reader is about to download: the file's type, size and language.
 */
export const DOCUMENTS_PATH = '/documents/'
const publicDir = path.resolve(import.meta.dirname, '../../public')
/** The folder of the documents, which the build copies as they are. */
export const documentsDir = path.join(publicDir, DOCUMENTS_PATH)

export type DocumentInfo = { type: string; bytes: number; lang?: Lang }

const types: Record<string, string> = { '.pdf': 'PDF', '.docx': 'Word', '.xlsx': 'Excel', '.zip': 'ZIP', '.svg': 'SVG', '.png': 'PNG', '.jpg': 'JPEG', '.jpeg': 'JPEG', '.webp': 'WebP' }

/** The file a document link names, or undefined when there is none (or the path leaves the documents folder). */
export function documentInfo(href: string): DocumentInfo | undefined {
  const pathname = decodeURIComponent(href.split(/[?#]/)[0]!)
  const file = path.join(publicDir, pathname)
  if (!pathname.startsWith(DOCUMENTS_PATH) || !file.startsWith(path.join(publicDir, DOCUMENTS_PATH))) return undefined
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined
  const lang = /-(en|fr)\.\w+$/.exec(file)?.[1] as Lang | undefined
  return { type: types[path.extname(file).toLowerCase()] ?? path.extname(file).slice(1).toUpperCase(), bytes: fs.statSync(file).size, ...(lang ? { lang } : {}) }
}

const languageNames: Record<Lang, Record<Lang, string>> = { en: { en: 'English', fr: 'French' }, fr: { en: 'anglais', fr: 'français' } }

/** “(PDF, 2 KB, English)”, “(PDF, 2 Ko, français)”: what a link to a document says after its text. */
export function describeDocument(info: DocumentInfo, pageLang: Lang): string {
  const kilobytes = Math.max(1, Math.round(info.bytes / 1000))
  const size = kilobytes >= 1000 ? `${(kilobytes / 1000).toLocaleString(locales[pageLang].numberLocale, { maximumFractionDigits: 1 })}\u00a0${pageLang === 'fr' ? 'Mo' : 'MB'}` : `${kilobytes}\u00a0${pageLang === 'fr' ? 'Ko' : 'KB'}`
  return `(${[info.type, size, ...(info.lang ? [languageNames[pageLang][info.lang]] : [])].join(', ')})`
}
