import type { z } from 'zod'

/** How the CMS names a kind of value, in both languages. */
const kinds: Record<string, [string, string]> = {
  string: ['text', 'du texte'],
  boolean: ['yes or no', 'oui ou non'],
  number: ['a number', 'un nombre'],
  array: ['a list', 'une liste'],
}

/**
 * A schema problem in the words of the form, English then French: zod's own messages are in English and in a
 * developer's terms ("expected string to have >=20 characters"). The schemas' own messages, already bilingual
 * (app/content/schemas.ts), are kept. Needs the issue's input (`reportInput`) to tell an empty field from a wrong one.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const length = typeof issue.input === 'string' ? issue.input.trim().length : undefined
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'required / obligatoire'
      const [en, fr] = kinds[issue.expected] ?? [issue.expected, issue.expected]
      return `must be ${en} / doit être ${fr}`
    }
    case 'too_small':
      if (issue.origin !== 'string') break
      if (Number(issue.minimum) <= 1) return 'required / obligatoire'
      return `at least ${issue.minimum} characters, ${length} now / au moins ${issue.minimum} caractères, ${length} actuellement`
    case 'too_big':
      if (issue.origin !== 'string') break
      return `at most ${issue.maximum} characters, ${length} now / au plus ${issue.maximum} caractères, ${length} actuellement`
    case 'invalid_value':
      return `one of ${issue.values.join(', ')} / l’une des valeurs ${issue.values.join(', ')}`
    case 'unrecognized_keys':
      return `unknown field: ${issue.keys.join(', ')} / champ inconnu\u00a0: ${issue.keys.join(', ')}`
  }
  return issue.message
}
