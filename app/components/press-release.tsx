import type { PressItemData } from '../content/press-data.server.ts'
import { company } from '../content/company.ts'
import type { Translate } from '../i18n/messages.ts'
import type { CopyOf } from '../i18n/screen-copy.server.ts'
import { Callout } from './callout.tsx'
import { Prose } from './prose.tsx'

type Part = { release: PressItemData; t: Translate<keyof CopyOf<'press'>> }

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

/** Its text: the archive's notice when it is archived, the release, then the company's paragraph as it stood then. */
export function PressReleaseText({ release, t }: Part) {
  return (
    <>
      {release.archived ? (
        <Callout title={t('press.archived.title')}>
          <p>{t('press.archived.text', { date: release.publishedText })}</p>
        </Callout>
      ) : null}
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
