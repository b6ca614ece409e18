import * as z from 'zod/mini'
import { errorMessage } from '../forms/domain/error-message.ts'
import { text } from '../forms/domain/schema-parts.ts'
import { followUpQuestions, type AskedQuestion, type FollowUpQuestionKey } from '../staff/domain/follow-up.ts'

type Issues = { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[]; input?: unknown }) => void }

/**
 * The reporter's form: one optional answer per question asked (a line or a paragraph, each with its limit, checked as
 * the site's other forms check text), at least one of them given, its error on the first. The same schema in the
 * browser and on the server; the answers it lets through are the questions' and no other.
 */
export function followUpSchema(questions: readonly AskedQuestion[]) {
  const keys = questions.map((q) => q.key)
  const shape = Object.fromEntries(
    keys.map((key) => [key, z.optional(text(followUpQuestions[key].max, { multiline: followUpQuestions[key].input === 'paragraph' }))]),
  )
  return z.object(shape).check(
    z.superRefine((answers: Record<string, unknown>, ctx: Issues) => {
      if (keys.length > 0 && !keys.some((key) => answers[key] !== undefined))
        ctx.addIssue({ code: 'custom', message: errorMessage('form.error.followUpEmpty'), path: [keys[0]!] })
    }),
  ) as unknown as z.ZodMiniType<Partial<Record<FollowUpQuestionKey, string>>>
}
