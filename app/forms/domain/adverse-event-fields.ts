import { describeFields } from './field-description.ts'
import { yesNo } from './options.ts'

/**
 * The questions about a side effect, asked by the medical-information form's adverse-event branch and by the
 * side-effect report under the same names, so the team reads both alike. A new question is one line here and its
 * label in each catalogue (`messages/en.ts`, `messages/fr.ts`): both forms ask it, check it and send it; the
 * branch asks it after the others, the report among its optional details.
 *
 * Required as the branch asks them; the report makes all but the description optional (`optionalBut`).
 */
export const adverseEventFields = describeFields({
  aePatientInitials: { kind: 'initials', limit: 'initials', hint: 'form.help.aePatientInitials', autoComplete: 'off', optional: true },
  aeAge: { kind: 'text', limit: 'age', hint: 'form.help.aeAge', autoComplete: 'off' },
  aeSex: { kind: 'choice', list: 'sex' },
  aeStartDate: { kind: 'date', hint: 'dateFormat', past: true, optional: true },
  aeDescription: { kind: 'longText', limit: 'longText', hint: 'maxChars' },
  aeSerious: { kind: 'choice', list: 'yesNo', hint: 'form.help.aeSerious', inline: true },
  aeSeriousCriteria: { kind: 'checkboxes', list: 'seriousCriteria', shownWhen: { field: 'aeSerious', value: 'yes' } },
  aeOutcome: { kind: 'choice', list: 'outcome', select: 'form.choose' },
  aeFollowUpConsent: { kind: 'choice', list: 'yesNo', values: yesNo, inline: true },
})
