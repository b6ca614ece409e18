import { Marked, type Tokens } from 'marked'
import { company } from './company.ts'
import { DOCUMENTS_PATH, describeDocument, documentInfo } from './documents.server.ts'
import { escapeXml } from './escape-xml.ts'
import { formatPhone, telHref } from './phone.ts'
import { matchScreen } from '../routing/paths.ts'
import { retentionTableMarkdown } from '../privacy/retention-table.ts'
import type { Lang } from '../routing/route-table.ts'
import { DEFAULT_ALLOWED_HOSTS } from '../lib/navigation-guard/allowed-hosts.ts'
import { checkNavigation } from '../lib/navigation-guard/url-safety.ts'

export class ContentError extends Error {
  override name = 'ContentError'
}

function formatAddress(lang: Lang): string {
  const { street, city, province, postalCode } = company.address
  return lang === 'fr'
    ? `${street.fr}, ${city} (${province.fr}) ${postalCode}`
    : `${street.en}, ${city}, ${province.en} ${postalCode}`
}

/** A number in content is a link a phone can call, in the page language's style, that never wraps (as PhoneLink); inline HTML, which Markdown keeps as is. */
function phoneLink(phone: string, lang: Lang): string {
  return `<a href="${telHref(phone)}" class="phone-link">${formatPhone(phone, lang)}</a>`
}

function tokenValue(token: string, lang: Lang): string | undefined {
  const [group, key] = token.split('.')
  if (token === 'address') return formatAddress(lang)
  // The retention schedule's one source (app/privacy/retention-schedule.ts), as the privacy page's table.
  if (token === 'retention.table') return retentionTableMarkdown(lang)
  if (group === 'company' && key === 'name') return company.name
  if (group === 'company' && key === 'legalName') return company.legalName[lang]
  if (token === 'privacyOfficer.title') return company.privacyOfficer.title[lang]
  if (token === 'mediaContact.name') return company.mediaContact.name
  if (token === 'mediaContact.title') return company.mediaContact.title[lang]
  if (group === 'phone' && key && key in company.phones) return phoneLink(company.phones[key as keyof typeof company.phones], lang)
  if (group === 'hours' && key && key in company.hours) return company.hours[key as keyof typeof company.hours][lang]
  if (group === 'fax' && key && key in company.faxes) return `<span class="phone-number">${formatPhone(company.faxes[key as keyof typeof company.faxes], lang)}</span>`
  if (group === 'email' && key && key in company.emails) return company.emails[key as keyof typeof company.emails]
  return undefined
}


/** Replaces `{{company.name}}`-style tokens with the facts from `company.ts`. */
export function fillTokens(source: string, lang: Lang, file: string): string {
  // A value ending with a period (`Nordora Pharma Inc.`) absorbs the period that ends the sentence.
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}(\.?)/g, (_, token: string, period: string) => {
    const value = tokenValue(token, lang)
    if (value === undefined) throw new ContentError(`${file}: unknown placeholder {{${token}}} / jeton inconnu {{${token}}}`)
    return value.endsWith('.') ? value : value + period
  })
}

/**
 * Checks a link written in content. Internal links must name a route of the
 * page's own language; anything else goes through the navigation guard:
 * a safe scheme, and for web addresses a host on the allow list
 * (app/lib/navigation-guard/allowed-hosts.ts). Returns the attributes to render,
 * or throws naming the file.
 */
export function checkLink(hrefValue: string, lang: Lang, file: string): { href: string; external: boolean } {
  if (hrefValue.startsWith('#')) return { href: hrefValue, external: false }
  if (hrefValue.startsWith(DOCUMENTS_PATH)) {
    if (!documentInfo(hrefValue)) throw new ContentError(`${file}: link to ${hrefValue}: no such file in public${DOCUMENTS_PATH} / lien vers ${hrefValue}\u00a0: aucun fichier de ce nom dans public${DOCUMENTS_PATH}`)
    return { href: hrefValue, external: false }
  }
  if (hrefValue.startsWith('/') && !hrefValue.startsWith('//')) {
    const pathname = new URL(hrefValue, 'http://site.invalid').pathname
    const match = matchScreen(pathname)
    if (!match) throw new ContentError(`${file}: link to ${hrefValue} matches no route / lien vers ${hrefValue}\u00a0: aucune page du site à cette adresse`)
    if (match.lang !== lang) throw new ContentError(`${file}: link to ${hrefValue} leaves the page's language (${lang}) / lien vers ${hrefValue}\u00a0: mène hors de la langue de la page (${lang})`)
    return { href: hrefValue, external: false }
  }
  const check = checkNavigation(hrefValue, { origin: 'http://site.invalid', allowList: DEFAULT_ALLOWED_HOSTS })
  if (!check.allowed && check.reason === 'scheme') throw new ContentError(`${file}: link ${hrefValue} uses a refused scheme / lien ${hrefValue}\u00a0: type d’adresse refusé`)
  if (!check.allowed && check.reason === 'host') {
    throw new ContentError(`${file}: link ${hrefValue} goes to a host that is not on the navigation allow list (app/lib/navigation-guard/allowed-hosts.ts) / lien ${hrefValue}\u00a0: ce site n’est pas sur la liste des sites permis`)
  }
  if (!check.allowed || check.kind === 'internal') throw new ContentError(`${file}: link ${hrefValue} is neither a site path nor an absolute address / lien ${hrefValue}\u00a0: ni une adresse du site ni une adresse complète`)
  return { href: check.url.href, external: check.kind === 'external' }
}

export type RenderedMarkdown = { html: string; words: number }

/** Renders a content file's Markdown body to HTML, checking every link. */
export function renderMarkdown(source: string, lang: Lang, file: string): RenderedMarkdown {
  const filled = fillTokens(source, lang, file)
  const marked = new Marked({
    gfm: true,
    renderer: {
      // What an editor inserts from the CMS's media library is an uploaded file: it must be among the documents,
      // and there. A picture is shown; any other file (a PDF guide) becomes a link saying its type, size and language.
      image(token: Tokens.Image) {
        const document = token.href.startsWith(DOCUMENTS_PATH) ? documentInfo(token.href) : undefined
        if (!document) throw new ContentError(`${file}: image ${token.href}: no such file in public${DOCUMENTS_PATH} / image ${token.href}\u00a0: aucun fichier de ce nom dans public${DOCUMENTS_PATH}`)
        const title = token.title ? ` title="${escapeXml(token.title)}"` : ''
        if (/\.(png|jpe?g|webp|svg)$/i.test(token.href)) {
          return `<img src="${escapeXml(token.href)}" alt="${escapeXml(token.text)}"${title}>`
        }
        const hreflang = document.lang ? ` hreflang="${document.lang}"` : ''
        const text = escapeXml(token.text || token.href.slice(DOCUMENTS_PATH.length))
        return `<a href="${escapeXml(token.href)}"${title}${hreflang} download>${text}</a> <span class="document-meta">${describeDocument(document, lang)}</span>`
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link) {
        const { href: target, external } = checkLink(token.href, lang, file)
        const text = this.parser.parseInline(token.tokens)
        const title = token.title ? ` title="${escapeXml(token.title)}"` : ''
        const rel = external ? ' rel="noopener noreferrer" class="external"' : ''
        const document = target.startsWith(DOCUMENTS_PATH) ? documentInfo(target) : undefined
        if (document) {
          const hreflang = document.lang ? ` hreflang="${document.lang}"` : ''
          return `<a href="${escapeXml(target)}"${title}${hreflang} download>${text}</a> <span class="document-meta">${describeDocument(document, lang)}</span>`
        }
        return `<a href="${escapeXml(target)}"${title}${rel}>${text}</a>`
      },
    },
  })
  // Writers type straight apostrophes; print the typographic one (l’accès, company’s).
  const html = marked.parse(filled, { async: false }).replace(/(\p{L})&#39;(\p{L})/gu, '$1’$2')
  const text = html.replace(/<[^>]+>/g, ' ')
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
  return { html, words }
}
