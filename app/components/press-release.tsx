import type { PressItemData } from '../content/press-data.server.ts'
import { company } from '../content/company.ts'
import { makeTranslator, type Translate } from '../i18n/messages.ts'
import type { releaseCopyKeys } from '../content/press-copy.ts'
import { Callout } from './callout.tsx'
import { Prose } from './prose.tsx'

type Part = { release: PressItemData; t: Translate<(typeof releaseCopyKeys)[number]> }

/** The release itself, shared by the web page and its print view. */
export function PressRelease({ release, t }: Part) {
  return (
    <>
      <PressReleaseHeading release={release} />
      <PressReleaseText release={release} t={t} />
      <MediaContact release={release} t={t} />
    </>
  )
}

/** Its date and title. */
export function PressReleaseHeading({ release }: { release: PressItemData }) {
  return (
    <>
      <p className="press-release__date">
        <time dateTime={release.published}>{release.publishedText}</time>
      </p>
      <h1 tabIndex={-1}>{release.title}</h1>
    </>
  )
}

function ArchivedNotice({ notice, date }: { notice: NonNullable<PressItemData['archivedNotice']>; date: string }) {
  const t = makeTranslator(notice)
  return (
    <Callout title={t('press.archived.title')}>
      <p>{t('press.archived.text', { date })}</p>
    </Callout>
  )
}

/** Its text: the archive's notice when it is archived, the release, then the company's paragraph as it stood then. */
export function PressReleaseText({ release, t }: Part) {
  return (
    <>
      {release.archivedNotice ? <ArchivedNotice notice={release.archivedNotice} date={release.publishedText} /> : null}
      <Prose html={release.html} className="prose press-release__body" />
      <section className="press-release__about" aria-labelledby="about-company">
        <h2 id="about-company">{t('press.aboutCompany', { company: company.name })}</h2>
        <Prose html={release.boilerplate} />
      </section>
    </>
  )
}

/** Who answers journalists about it. */
export function MediaContact({ release, t }: Part) {
  return (
    <section className="press-release__contact" aria-labelledby="media-contact">
      <h2 id="media-contact">{t('press.mediaContact')}</h2>
      <p>
        {release.media.name}, {release.media.title}
        <br />
        {company.name}
        <br />
        <a href={`mailto:${release.media.email}`}>{release.media.email}</a>
        <br />
        <a href={`tel:+${release.media.phone.replace(/\D/g, '')}`}>{release.media.phone}</a>
      </p>
    </section>
  )
}
