import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { languages } from '../../app/routing/route-table.ts'
import { openDatabase } from '../../server/db/database.ts'
import { createStaffServices } from '../../server/staff/cases.ts'
import { quietChromiumArgs, systemChromium } from '../../tests/e2e/chromium.ts'
import { freshPgliteDir } from '../../tests/support/test-databases.ts'
import { freePort } from '../nginx-local.ts'
import { seedSampleCases } from './sample-cases.ts'
import { serverUp, spawnStaffServer } from './staff-server.ts'
import { sampleAccounts, startTestIdentityProvider } from './test-identity-provider.ts'

/**
 * Pictures of the staff area for docs/images/before-after, the same screens each time so that two runs compare:
 *
 *   node scripts/staff/pictures.ts shoot <folder>            the queue, a serious case and the audit log, both
 *                                                            languages, phone (390 × 844) and laptop (1280 × 800),
 *                                                            over the build, with 60 sample cases and a few changes
 *   node scripts/staff/pictures.ts compose <before> <after>  each screen's before | after pair, side by side
 *
 * Shoot "before" on the code as it was, keep the folder, shoot "after" on the change, then compose.
 */
const root = path.resolve(import.meta.dirname, '../..')
const out = path.join(root, 'docs/images/before-after')
const viewports = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const
const screens = ['queue', 'case', 'audit'] as const
/** A phone's page can be long: what shows the point of the screen, not a strip nobody reads. */
const maxHeight = { phone: 2600, laptop: 1600 } as const

async function shoot(folder: string) {
  fs.mkdirSync(folder, { recursive: true })
  const port = await freePort()
  const siteUrl = `http://localhost:${port}`
  const idp = await startTestIdentityProvider({ redirectUri: `${siteUrl}/staff/callback` })
  const dataDir = await freshPgliteDir()
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-pictures-mail-'))
  const database = openDatabase({ dataDir })
  if (!(await database.ready(120_000))) throw new Error('the database did not open')
  await seedSampleCases(database.db, 60)
  const desk = createStaffServices({ db: database.db, timeZone: COMPANY_TIME_ZONE })
  const marie = { subject: 'marie', name: 'Marie Tremblay', email: null, roles: ['medical-information' as const] }
  const sam = { subject: 'sam', name: 'Sam Lee', email: null, roles: ['medical-information' as const, 'admin' as const] }
  const { cases } = await desk.listCases({}, { limit: 100 })
  // A serious case received a few days ago, and a few ordinary changes, so that the history and the log say something.
  const serious = cases.filter((c) => c.seriousAdverseEvent)[2] ?? cases.find((c) => c.seriousAdverseEvent)!
  await desk.changeCase(serious.reference, { kind: 'status', to: 'triaged' }, marie)
  await desk.changeCase(serious.reference, { kind: 'owner', ownerSubject: marie.subject }, marie)
  await desk.changeCase(serious.reference, { kind: 'note', text: 'Called the reporter; the pharmacist confirms the dose.' }, marie)
  for (const c of cases.slice(8, 12)) await desk.changeCase(c.reference, { kind: 'status', to: 'closed' }, marie)
  // What the case desk adds, where it can (the code the "before" pictures were taken on had none of it).
  if ('triageCase' in desk) {
    const contact = cases.find((c) => c.form === 'contact' && !c.suspectedSpam && c.status === 'new')!
    const marked = { adverseEvent: true, serious: true, seriousCriteria: ['hospitalization' as const], product: 'lysodren' as const }
    await desk.triageCase(contact.reference, { ...marked, qualityProblem: false, suspectedSpam: false, reason: '' }, marie)
    const other = cases.filter((c) => c.seriousAdverseEvent && c.reference !== serious.reference)
    await desk.changeCase(other[0]!.reference, { kind: 'status', to: 'transferred', externalCaseNumber: 'ARGUS-2026-0042' }, marie)
    await desk.requestClosure(other[1]!.reference, { reason: 'duplicate', duplicateOf: other[0]!.reference }, marie)
    await desk.requestClosure(other[2]!.reference, { reason: 'not-adverse-event' }, marie)
    await desk.confirmClosure(other[2]!.reference, sam)
    await desk.closeSpam(
      cases
        .filter((c) => c.suspectedSpam)
        .slice(0, 3)
        .map((c) => c.reference),
      sam,
    )
    await desk.searchCases('Martin', {}, sam)
  }
  await database.close()

  const server = spawnStaffServer({ port, dataDir, mailDir, oidc: idp, logLevel: 'error' })
  const browser = await chromium.launch({ executablePath: systemChromium(), args: quietChromiumArgs })
  try {
    await serverUp(siteUrl)
    for (const [size, viewport] of Object.entries(viewports) as [keyof typeof viewports, (typeof viewports)['phone']][]) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
      const page = await context.newPage()
      // Sam has both the cases and the audit log.
      await signIn(page, siteUrl, 'sam')
      for (const lang of languages) {
        const paths = { queue: `/staff/${lang}/cases`, case: `/staff/${lang}/cases/${serious.reference}`, audit: `/staff/${lang}/audit` }
        for (const screen of screens) {
          await page.goto(siteUrl + paths[screen])
          await page.evaluate(() => document.fonts.ready)
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), maxHeight[size])
          await page.screenshot({
            path: path.join(folder, `${screen}-${lang}-${size}.png`),
            clip: { x: 0, y: 0, width: viewport.width, height },
            fullPage: true,
          })
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await idp.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(mailDir, { recursive: true, force: true })
  }
  fs.writeFileSync(path.join(folder, 'taken-at.txt'), new Date().toISOString())
  console.log(`pictures in ${folder}`)
}

async function signIn(page: Page, siteUrl: string, login: string) {
  if (!sampleAccounts.some((account) => account.login === login)) throw new Error(`no sample account ${login}`)
  await page.goto(`${siteUrl}/staff/en/cases`)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.waitForURL(`${siteUrl}/staff/**`)
}

const titles = { queue: 'Staff case queue', case: 'Staff case page (a serious adverse event)', audit: 'Staff audit log' } as const

async function compose(before: string, after: string) {
  const takenAt = fs.readFileSync(path.join(before, 'taken-at.txt'), 'utf8').slice(0, 16).replace('T', ' ')
  const image = (folder: string, name: string) => `data:image/png;base64,${fs.readFileSync(path.join(folder, name)).toString('base64')}`
  const browser = await chromium.launch({ executablePath: systemChromium(), args: quietChromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1840, height: 800 }, deviceScaleFactor: 1 })
    for (const screen of screens) {
      for (const lang of languages) {
        // One row a device, before | after side by side: the phone at 80 %, the laptop at 70 %, readable at a glance.
        const row = (size: keyof typeof viewports, label: string) => `
          <h2>${label}</h2>
          <div class="pair">
            <figure><figcaption>Before (main, ${takenAt} UTC)</figcaption><img class="${size}" src="${image(before, `${screen}-${lang}-${size}.png`)}"></figure>
            <figure><figcaption>After</figcaption><img class="${size}" src="${image(after, `${screen}-${lang}-${size}.png`)}"></figure>
          </div>`
        await page.setContent(`<!doctype html><style>
          body { margin: 16px; font: 15px system-ui, sans-serif; }
          h1 { font-size: 22px; margin: 0 0 8px; } h2 { font-size: 17px; margin: 16px 0 8px; }
          .pair { display: flex; gap: 32px; align-items: start; }
          figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 6px; }
          img { border: 1px solid #888; display: block; }
          .phone { width: 312px; } .laptop { width: 896px; }
        </style><h1>${titles[screen]} — ${lang.toUpperCase()}</h1>
        ${row('phone', 'Phone, 390 × 844')}${row('laptop', 'Laptop, 1280 × 800')}`)
        await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())))
        await page.screenshot({ path: path.join(out, `staff-${screen}-${lang}.png`), fullPage: true })
      }
    }
  } finally {
    await browser.close()
  }
  console.log(`composed in ${out}`)
}

const [command, ...folders] = process.argv.slice(2)
if (command === 'shoot' && folders[0]) await shoot(path.resolve(folders[0]))
else if (command === 'compose' && folders[0] && folders[1]) await compose(path.resolve(folders[0]), path.resolve(folders[1]))
else {
  console.error('usage: node scripts/staff/pictures.ts shoot <folder> | compose <before> <after>')
  process.exit(2)
}
