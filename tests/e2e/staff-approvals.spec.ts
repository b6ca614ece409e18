import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { RecordLine } from '../../app/staff/domain/approval-record.ts'
import { signIn, staffServerForFile } from './staff-server.ts'
import { twoApprovals } from '../support/approval-sign-off.ts'

/**
 * The approval record in the staff area (docs/decisions/0191): an administrator reads what the build holds, newest
 * first, in both languages and on a phone; no one else may. The server runs the tests' build with a record of its
 * own: a folder of links to the build's files, but for `approvals.jsonl`.
 */
const root = path.resolve(import.meta.dirname, '../..')
const builtDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
const merge = (n: number) => String(n).repeat(40)
const approval = (iid: number, title: string, verdict: 'approved' | 'not approved'): RecordLine => ({
  kind: 'approval',
  commit: merge(iid),
  commits: [merge(iid)],
  mergeRequest: {
    iid,
    title,
    url: `https://gitlab.example/web/site/-/merge_requests/${iid}`,
    author: { username: 'camille', name: 'Camille Tremblay' },
  },
  files: [`content/press/en/2026-11-2${iid}.md`, `content/press/fr/2026-11-2${iid}.md`],
  verdict,
  ...twoApprovals,
})
const record: RecordLine[] = [
  { kind: 'start', note: 'The record starts here.' },
  approval(1, 'A bilingual line for pharmacists', 'approved'),
  approval(2, 'A release merged in a hurry', 'not approved'),
]

const env: Record<string, string> = {}
let buildDir: string
test.beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-approvals-build-'))
  for (const name of fs.readdirSync(builtDir).filter((name) => name !== 'approvals.jsonl'))
    fs.symlinkSync(path.join(builtDir, name), path.join(buildDir, name))
  fs.writeFileSync(path.join(buildDir, 'approvals.jsonl'), `${record.map((line) => JSON.stringify(line)).join('\n')}\nnot a line\n`)
  env.BUILD_DIR = buildDir
})
const server = staffServerForFile(env)
test.afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }))

for (const [lang, words] of [
  [
    'en',
    {
      heading: 'Approval record of published changes',
      mr: 'Merge request !2',
      late: 'Merged without the required approvals',
      role: 'medical',
    },
  ],
  [
    'fr',
    {
      heading: 'Registre des approbations des changements publiés',
      mr: 'Demande de fusion nº\u00a02',
      late: 'Fusionné sans les approbations requises',
      role: 'médical',
    },
  ],
] as const) {
  test(`${lang}: an administrator reads the approval record, newest first, on a phone`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await signIn(page, server, 'alex', `/staff/${lang}/approvals`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
    const entries = page.locator('.staff-approvals > li')
    await expect(entries).toHaveCount(3)
    await expect(entries.nth(0)).toContainText(words.mr)
    await expect(entries.nth(0)).toContainText(words.late)
    await expect(entries.nth(1)).toContainText('A bilingual line for pharmacists')
    await expect(entries.nth(1)).toContainText(`Ada Okafor (${words.role})`)
    await expect(entries.nth(1)).toContainText('content/press/fr/2026-11-21.md')
    await expect(entries.nth(2)).toHaveAttribute('data-kind', 'start')
    // The line the screen cannot read is announced, not hidden.
    await expect(page.getByRole('alert')).toContainText('1')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The menu offers it to administrators.
    await expect(page.locator(`a[href="/staff/${lang}/approvals"]`).first()).toBeVisible()
    await context.close()
  })
}

test('no one but an administrator may read it', async ({ page }) => {
  await signIn(page, server, 'marie', '/staff/en/cases')
  const response = await page.goto(`${server.url}/staff/en/approvals`)
  expect(response?.status()).toBe(403)
})
