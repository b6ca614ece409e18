import type { MetaDescriptor } from 'react-router'
import { company } from '../content/company.ts'
import { locales } from '../i18n/locales.ts'
import { alternates, langOfPath, matchScreen, normalizePath } from '../routing/paths.ts'

export function absoluteUrl(path: string): string {
  return `${__SITE_URL__}${path}`
}

/**
 * Title, description, canonical link and reciprocal hreflang alternates for a
 * page, all derived from its path through the route table.
 */
export function pageMeta({
  title,
  description,
  pathname: rawPath,
  noindex = false,
}: {
  title: string
  description: string
  pathname: string
  noindex?: boolean
}): MetaDescriptor[] {
  const pathname = normalizePath(rawPath)
  const lang = langOfPath(pathname) ?? 'en'
  const meta: MetaDescriptor[] = [
    { title: `${title} | ${company.name}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: absoluteUrl(pathname) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: locales[lang].ogLocale },
    { property: 'og:url', content: absoluteUrl(pathname) },
  ]
  if (noindex) meta.push({ name: 'robots', content: 'noindex' })
  const match = matchScreen(pathname)
  const paths = match ? alternates(match) : {}
  if (!noindex && paths.en && paths.fr) {
    meta.push(
      { tagName: 'link', rel: 'alternate', hrefLang: locales.en.hreflang, href: absoluteUrl(paths.en) },
      { tagName: 'link', rel: 'alternate', hrefLang: locales.fr.hreflang, href: absoluteUrl(paths.fr) },
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(paths.en) },
    )
  }
  return meta
}
