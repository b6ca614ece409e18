/**
 * The merge request pipeline's approval job (docs/decisions/0190): fails unless the merge request is approved as
 * scripts/review/review-settings.json requires, and says who is missing in English and French. GitLab Free does not
 * enforce approval rules; "Pipelines must succeed" does, so this job is the gate (docs/cms-git-host.md).
 *
 * Usage (in CI): node scripts/review/approval-gate.ts   with CI_API_V4_URL, CI_PROJECT_ID, CI_MERGE_REQUEST_IID and
 * REVIEW_API_TOKEN (a project access token with read_api that can read the two groups' members).
 */
import { approvalVerdict, type Verdict } from './approval-verdict.ts'
import { gitlabApi, type Fetch } from './gitlab-api.ts'
import { mergeRequestFacts } from './merge-request-facts.ts'
import { readReviewSettings, type ReviewSettings } from './review-settings.ts'

export async function approvalGate(
  env: NodeJS.ProcessEnv,
  settings: ReviewSettings = readReviewSettings(),
  fetch?: Fetch,
): Promise<Verdict> {
  const need = (name: string) => {
    const value = env[name]
    if (!value) throw new Error(`${name} is not set / ${name} n’est pas défini`)
    return value
  }
  const api = gitlabApi({ apiRoot: need('CI_API_V4_URL'), token: need('REVIEW_API_TOKEN'), fetch })
  const facts = await mergeRequestFacts(api, need('CI_PROJECT_ID'), Number(need('CI_MERGE_REQUEST_IID')), settings)
  return approvalVerdict(facts, settings)
}

if (import.meta.main) {
  try {
    const verdict = await approvalGate(process.env)
    const out = verdict.ok ? console.log : console.error
    out(`${verdict.message.en}\n\n${verdict.message.fr}`)
    process.exit(verdict.ok ? 0 : 1)
  } catch (error) {
    // No verdict without the facts: the job fails, so the merge waits, and says why.
    console.error(`Approval check not done / Vérification des approbations non faite: ${(error as Error).message}`)
    process.exit(2)
  }
}
