import { describe, expect, it } from 'vitest'
import { approvalGate } from './approval-gate.ts'
import { API_ROOT, recordedGitlab } from './recorded-gitlab.ts'
import { approvalVerdict, type ReviewFacts } from './approval-verdict.ts'
import { readReviewSettings } from './review-settings.ts'

const env = { CI_API_V4_URL: API_ROOT, CI_PROJECT_ID: '42', CI_MERGE_REQUEST_IID: '12', REVIEW_API_TOKEN: 'glpat-test' }
const verdictFor = (scenario: string) => approvalGate(env, readReviewSettings(), recordedGitlab(scenario))

describe('the approval job, against recorded GitLab API answers', () => {
  it('fails without any approval, naming both groups in English and French', async () => {
    const verdict = await verdictFor('no-approval')
    expect(verdict.ok).toBe(false)
    expect(verdict.missing).toEqual(['medical', 'regulatory'])
    expect(verdict.message.en).toContain(
      'Missing: an approval by a member of the medical group (medical) and an approval by a member of the regulatory group (regulatory).',
    )
    expect(verdict.message.fr).toContain(
      'Il manque\u00a0: l’approbation d’un membre du groupe médical (medical) et l’approbation d’un membre du groupe réglementaire (regulatory).',
    )
    expect(verdict.message.fr).toContain('!12 «\u00a0Press release: a bilingual line for pharmacists\u00a0» — Non approuvé')
  })

  it('fails with the medical approver alone, naming the regulatory group', async () => {
    const verdict = await verdictFor('one-approver')
    expect(verdict).toMatchObject({ ok: false, missing: ['regulatory'] })
    expect(verdict.counted.map((a) => a.username)).toEqual(['ada.okafor'])
    expect(verdict.message.en).toContain('✓ Dre Ada Okafor (ada.okafor, medical) — 2026-11-20 16:02 UTC')
    expect(verdict.message.en).toContain('Missing: an approval by a member of the regulatory group (regulatory).')
    expect(verdict.message.fr).toContain('Il manque\u00a0: l’approbation d’un membre du groupe réglementaire (regulatory).')
  })

  it('does not count the author’s own approval, though the author is in the regulatory group', async () => {
    const verdict = await verdictFor('author-approving')
    expect(verdict).toMatchObject({ ok: false, missing: ['regulatory'] })
    expect(verdict.notCounted).toEqual([{ username: 'camille.tremblay', reason: 'author' }])
    expect(verdict.message.en).toContain('Not counted: camille.tremblay (the author).')
    expect(verdict.message.fr).toContain('Non retenues\u00a0: camille.tremblay (l’auteur).')
  })

  it('passes with a medical and a regulatory approver after the last change', async () => {
    const verdict = await verdictFor('both-approvers')
    expect(verdict).toMatchObject({ ok: true, missing: [], notCounted: [] })
    expect(verdict.counted.map((a) => [a.username, a.roles, a.at])).toEqual([
      ['ada.okafor', ['medical'], '2026-11-20T16:02:13.004Z'],
      ['luc.gagnon', ['regulatory'], '2026-11-20T16:10:48.391Z'],
    ])
    expect(verdict.message.en).toMatch(
      /^!12 “Press release: a bilingual line for pharmacists” — Approved \(last change 2026-11-20 15:30 UTC\)\./,
    )
    expect(verdict.message.fr).toContain('— Approuvé (dernière modification 2026-11-20 15:30 UTC).')
    expect(verdict.message.en).not.toContain('Missing')
  })

  it('does not count an approval given before the last push, which GitLab Free keeps', async () => {
    const verdict = await verdictFor('approved-before-last-commit')
    expect(verdict).toMatchObject({ ok: false, missing: ['medical'] })
    expect(verdict.notCounted).toEqual([{ username: 'ada.okafor', reason: 'before-last-change' }])
    expect(verdict.message.en).toContain('Not counted: ada.okafor (approved before the last change).')
    expect(verdict.message.en).toContain('Missing: an approval by a member of the medical group (medical).')
    expect(verdict.message.fr).toContain('ada.okafor (approbation antérieure à la dernière modification)')
  })

  it('passes a change of non-regulated files only with one approver who is not the author', async () => {
    const verdict = await verdictFor('docs-only-one-approver')
    expect(verdict).toMatchObject({ ok: true, needs: 'one' })
    expect(verdict.message.en).toContain('Only non-regulated files changed')
  })

  it('reads the two groups named in the settings', async () => {
    const gitlab = recordedGitlab('no-approval')
    await approvalGate(env, { ...readReviewSettings(), groups: { medical: 'medical', regulatory: 'regulatory' } }, gitlab)
    expect(gitlab.asked).toEqual(expect.arrayContaining(['/groups/medical/members/all', '/groups/regulatory/members/all']))
  })
})

describe('the approval rule', () => {
  it('counts one person in both groups once: a second person is still needed', () => {
    const both = { username: 'dana', name: 'Dana Roy' }
    const facts: ReviewFacts = {
      mergeRequest: {
        iid: 3,
        title: 'A page',
        url: 'https://gitlab.example/3',
        author: { username: 'camille', name: 'Camille' },
        headSha: 'abc',
      },
      lastChangeAt: '2026-11-20T15:00:00Z',
      approvals: [{ user: both, at: '2026-11-20T16:00:00Z' }],
      members: { medical: ['dana'], regulatory: ['dana'] },
      files: ['content/pages/en/about.md'],
    }
    const verdict = approvalVerdict(facts, readReviewSettings())
    expect(verdict).toMatchObject({ ok: false, missing: ['another'] })
    expect(verdict.message.en).toContain(
      'Missing: an approval by a second person of the medical or the regulatory group (one person counts once).',
    )
    expect(verdict.message.fr).toContain('Il manque\u00a0: l’approbation d’une deuxième personne du groupe médical ou réglementaire')
    const second = approvalVerdict(
      {
        ...facts,
        approvals: [...facts.approvals, { user: { username: 'luc', name: 'Luc' }, at: '2026-11-20T16:05:00Z' }],
        members: { medical: ['dana'], regulatory: ['dana', 'luc'] },
      },
      readReviewSettings(),
    )
    expect(second.ok).toBe(true)
  })
})
