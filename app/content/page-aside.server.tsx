import { cityLine } from './city-line.ts'
import { renderToStaticMarkup } from 'react-dom/server'
import { MediaCard, OfficeCard, ReportCard } from '../components/side-cards.tsx'
import { screenCopyCatalogues } from '../i18n/screen-copy.server.ts'
import type { Lang } from '../routing/route-table.ts'
import { company } from './company.ts'
import { formatPhone } from './phone.ts'

/** The press pages, whose readers are journalists: their side card is the media contact, not the help card. */
const pressScreens = new Set(['press-room', 'press-archives', 'media-kit'])

const rendered = new Map<string, string | undefined>()

/**
 * A screen's own side card as HTML, or nothing where the article's help card or contact card is the right one.
 * Rendered here rather than in the article so that its code and words stay out of every other page's script and
 * catalogue (the article shows it like the Markdown; a prerendered page sends it once, docs/decisions/0198).
 */
export function pageAside(screen: string, lang: Lang): string | undefined {
  const key = `${lang}/${screen}`
  if (!rendered.has(key)) rendered.set(key, render(screen, lang))
  return rendered.get(key)
}

function render(screen: string, lang: Lang): string | undefined {
  const copy = screenCopyCatalogues[lang]
  if (pressScreens.has(screen)) {
    return renderToStaticMarkup(
      <MediaCard
        title={copy['press.mediaContact']}
        name={company.mediaContact.name}
        role={company.mediaContact.title[lang]}
        text={copy['aside.media.text']}
        email={company.emails.media}
        phone="main"
        lang={lang}
      />,
    )
  }
  if (screen === 'side-effect') {
    return renderToStaticMarkup(
      <ReportCard
        title={copy['aside.report.title']}
        text={copy['aside.report.text']}
        vigilance={copy['aside.report.vigilance']}
        phone="medicalInformation"
        vigilancePhone="canadaVigilance"
        lang={lang}
      />,
    )
  }
  if (screen === 'contact') {
    const { street } = company.address
    return renderToStaticMarkup(
      <OfficeCard
        title={copy['aside.office.title']}
        labels={{
          address: copy['aside.office.address'],
          main: copy['aside.office.main'],
          tollFree: copy['aside.office.tollFree'],
          fax: copy['aside.office.fax'],
        }}
        address={[street[lang], cityLine(lang)]}
        email={company.emails.info}
        fax={formatPhone(company.faxes.main, lang)}
        hours={`${copy['aside.office.open']} ${company.hours.office[lang]}. ${copy['aside.office.later']}`}
        lang={lang}
      />,
    )
  }
  return undefined
}
