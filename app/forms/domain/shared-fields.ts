import { describeFields } from './field-description.ts'

/**
 * Questions that several forms ask alike, described once; a form that asks one differently (the side-effect
 * report's e-mail is one of two ways to reach the reporter) changes only what differs.
 */
export const sharedFields = describeFields({
  firstName: { kind: 'text', limit: 'name', autoComplete: 'given-name' },
  lastName: { kind: 'text', limit: 'name', autoComplete: 'family-name' },
  email: { kind: 'email', limit: 'email', autoComplete: 'email', hint: 'form.hint.email' },
  phone: { kind: 'phone', limit: 'phone', autoComplete: 'tel', hint: 'form.hint.phone', optional: true },
  province: { kind: 'choice', list: 'province', sorted: true, select: 'form.choose' },
  preferredLanguage: { kind: 'choice', list: 'preferredLanguage', inline: true },
  qpLotNumber: { kind: 'lotNumber', limit: 'lotNumber', hint: 'form.help.qpLotNumber', autoComplete: 'off' },
})
