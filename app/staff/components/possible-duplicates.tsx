import type { Lang } from '../../routing/route-table.ts'
import { caseFields } from '../domain/case-fields.ts'
import { duplicateRelations, type DuplicateCandidate } from '../domain/duplicates.ts'
import { staffHref } from '../domain/staff-paths.ts'
import { criteriaText, relationText } from '../duplicate-words.ts'
import { formatStaffTime } from '../format.ts'
import { staffTranslator } from '../messages/index.ts'
import { CaseForm } from './case-forms/case-panel.tsx'
import { sentValue, type CaseFormProps } from './case-forms/sent.ts'
import { IntentButton, StaffChoices, StaffField, StaffFieldset } from './staff-form.tsx'

/** Candidates shown at once, the newest first: more than this is a flood to search, not a list to read. */
const LISTED = 20

/**
 * A case's possible duplicates: each earlier case that matches (what it has in common, a side-by-side comparison,
 * link or dismiss), each case linked to it, and a link to a case by its reference. Nothing here merges or closes:
 * closing a duplicate is the closure form's, with its own rules, which a link only points to.
 */
export function PossibleDuplicates({
  reference,
  candidates,
  closable,
  ...form
}: CaseFormProps & { reference: string; candidates: DuplicateCandidate[]; closable: boolean }) {
  const { lang, sent } = form
  const t = staffTranslator(lang)
  const error = sent?.errors[caseFields.duplicates.id]
  return (
    <section aria-labelledby="case-duplicates-heading" id={caseFields.duplicates.id} tabIndex={-1} className="staff-duplicates">
      <h2 id="case-duplicates-heading">{t('staff.duplicates.heading')}</h2>
      <p className="staff-field__hint">{t('staff.duplicates.hint')}</p>
      {error && (
        <p className="staff-field__error">
          <span className="visually-hidden">{t('staff.form.errorPrefix')} </span>
          {error}
        </p>
      )}
      {candidates.length === 0 ? (
        <p data-field="no-duplicates">{t('staff.duplicates.none')}</p>
      ) : (
        <ul className="staff-duplicates__list">
          {candidates.slice(0, LISTED).map((candidate) => (
            <Candidate key={candidate.reference} candidate={candidate} current={reference} closable={closable} form={form} lang={lang} />
          ))}
        </ul>
      )}
      {candidates.length > LISTED && (
        <p data-field="more-duplicates">{t('staff.duplicates.more', { count: candidates.length - LISTED, listed: LISTED })}</p>
      )}
      <details className="staff-duplicates__typed staff-no-print" open={Boolean(sent && sent.values.intent === 'duplicate-link')}>
        <summary>{t('staff.duplicates.typedHeading')}</summary>
        <CaseForm form={form}>
          <StaffField
            id={caseFields.duplicateOther.id}
            name="other"
            label={t('staff.duplicates.other')}
            hint={t('staff.duplicates.otherHint')}
            required
          >
            {(props) => <input {...props} defaultValue={sentValue(sent, 'other', '')} maxLength={30} className="staff-reference-input" />}
          </StaffField>
          <StaffFieldset id={caseFields.duplicateRelation.id} legend={t('staff.duplicates.relation')} required>
            <StaffChoices
              type="radio"
              name="relation"
              options={duplicateRelations.map((relation) => [relation, relationText(relation, '…', t)])}
              chosen={[sentValue(sent, 'relation', '')]}
            />
          </StaffFieldset>
          <IntentButton intent="duplicate-link">{t('staff.duplicates.link')}</IntentButton>
        </CaseForm>
      </details>
    </section>
  )
}

function Candidate({
  candidate,
  current,
  closable,
  form,
  lang,
}: {
  candidate: DuplicateCandidate
  current: string
  closable: boolean
  form: CaseFormProps
  lang: Lang
}) {
  const t = staffTranslator(lang)
  const { reference, link } = candidate
  return (
    <li data-duplicate={reference} data-linked={link ? link.relation : undefined}>
      <CandidateFacts candidate={candidate} lang={lang} />
      <p className="staff-no-print">
        <a href={staffHref('staff-case-compare', lang, { reference: current, other: reference })}>
          {t('staff.duplicates.compare')}
          <span className="visually-hidden"> – {reference}</span>
        </a>
      </p>
      {link ? (
        <>
          <LinkFacts link={link} reference={reference} lang={lang} />
          {link.relation === 'duplicate-of' && closable && (
            <p className="staff-field__hint staff-no-print">
              {t('staff.duplicates.closeOffer', { reference })} <a href={`#${caseFields.closure.id}`}>{t('staff.duplicates.closeLink')}</a>
            </p>
          )}
          <UnlinkForm form={form} other={reference} lang={lang} />
        </>
      ) : (
        <div className="staff-no-print">
          <DuplicateButtons form={form} other={reference} lang={lang} />
        </div>
      )}
    </li>
  )
}

/** Link a listed candidate (a duplicate of it, the same event) or dismiss it: the case page's and the comparison's buttons. */
export function DuplicateButtons({ form, other, lang }: { form: CaseFormProps; other: string; lang: Lang }) {
  const t = staffTranslator(lang)
  return (
    <CaseForm form={form}>
      <input type="hidden" name="other" value={other} />
      <div className="staff-actions">
        <IntentButton intent="duplicate-of">
          {t('staff.duplicates.linkDuplicate')}
          <span className="visually-hidden"> – {other}</span>
        </IntentButton>
        <IntentButton intent="same-event">
          {t('staff.duplicates.linkSameEvent')}
          <span className="visually-hidden"> – {other}</span>
        </IntentButton>
        <IntentButton intent="duplicate-dismiss" secondary>
          {t('staff.duplicates.dismiss')}
          <span className="visually-hidden"> – {other}</span>
        </IntentButton>
      </div>
    </CaseForm>
  )
}

/**
 * Undoing a link made in error: folded away, with the reason it asks for; the reason goes into both histories. Its
 * field is named by the other case, as a page lists several links.
 */
function UnlinkForm({ form, other, lang }: { form: CaseFormProps; other: string; lang: Lang }) {
  const t = staffTranslator(lang)
  const id = `duplicate-unlink-${other}`
  return (
    <details
      className="staff-duplicates__unlink staff-no-print"
      open={form.sent?.values.intent === 'duplicate-unlink' && form.sent.values.other === other}
    >
      <summary>
        {t('staff.duplicates.unlink')}
        <span className="visually-hidden"> – {other}</span>
      </summary>
      <CaseForm form={form}>
        <input type="hidden" name="other" value={other} />
        <StaffField id={id} name="reason" label={t('staff.duplicates.unlinkReason')} hint={t('staff.duplicates.unlinkHint')} required>
          {(props) => (
            <input {...props} defaultValue={form.sent?.values.other === other ? sentValue(form.sent, 'reason', '') : ''} maxLength={500} />
          )}
        </StaffField>
        <IntentButton intent="duplicate-unlink" secondary>
          {t('staff.duplicates.unlinkButton')}
          <span className="visually-hidden"> – {other}</span>
        </IntentButton>
      </CaseForm>
    </details>
  )
}

/** Which case, of which form, received when, and what it has in common with this one. */
function CandidateFacts({ candidate, lang }: { candidate: DuplicateCandidate; lang: Lang }) {
  const t = staffTranslator(lang)
  const { reference } = candidate
  return (
    <>
      <p className="staff-duplicates__what">
        <a href={staffHref('staff-case', lang, { reference })}>{reference}</a> · {t(`staff.form.${candidate.form}`)} ·{' '}
        <time dateTime={candidate.receivedAt}>{formatStaffTime(candidate.receivedAt, lang)}</time>
      </p>
      <p>{t('staff.duplicates.matched', { criteria: criteriaText(candidate.criteria, t) })}</p>
    </>
  )
}

/** How a linked case relates to this one, who linked them and when. */
function LinkFacts({ link, reference, lang }: { link: NonNullable<DuplicateCandidate['link']>; reference: string; lang: Lang }) {
  const t = staffTranslator(lang)
  return (
    <p data-field="duplicate-link">
      <strong>{relationText(link.relation, reference, t)}</strong> –{' '}
      {t('staff.duplicates.linkedBy', { actor: link.actor, date: formatStaffTime(link.at, lang) })}
    </p>
  )
}

/**
 * The possible duplicates on the printed case: each linked case with its link, each candidate still to decide marked
 * so, without the page's forms.
 */
export function PrintedDuplicates({ candidates, lang }: { candidates: DuplicateCandidate[]; lang: Lang }) {
  const t = staffTranslator(lang)
  return (
    <section aria-labelledby="case-duplicates-heading" className="staff-duplicates">
      <h2 id="case-duplicates-heading">{t('staff.duplicates.heading')}</h2>
      {candidates.length === 0 ? (
        <p data-field="no-duplicates">{t('staff.duplicates.none')}</p>
      ) : (
        <ul className="staff-duplicates__list">
          {candidates.map((candidate) => (
            <li key={candidate.reference} data-duplicate={candidate.reference} data-linked={candidate.link?.relation}>
              <CandidateFacts candidate={candidate} lang={lang} />
              {candidate.link ? (
                <LinkFacts link={candidate.link} reference={candidate.reference} lang={lang} />
              ) : (
                <p data-field="duplicate-undecided">{t('staff.duplicates.undecided')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
