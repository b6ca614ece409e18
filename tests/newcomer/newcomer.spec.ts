import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser } from '@playwright/test'
import { href } from '../../app/routing/paths.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { freePort } from '../../scripts/nginx-local.ts'
import { adverseEventAnswers, validContact, validMedicalInformation } from '../support/test-answers.ts'
import { submitButton } from '../e2e/forms-server.ts'
import { cleanClone, firstAnswer, newcomerEnv, readmeCommands, shell, type Shell } from './newcomer-shell.ts'

/**
 * The product as a newcomer runs it: a clean clone of the committed tree (no var/, no build/, no node_modules),
 * the README's own commands, the machine's own Node first on the PATH, and both forms posted by a browser
 * without JavaScript. Every other test prepares its folders itself; this one is how a fresh clone whose forms
 * answered 503 for ever would have been caught. The figures it prints are the ones the README promises.
 */
test.describe.configure({ mode: 'serial' })

let clone = ''
test.beforeAll(() => {
  clone = cleanClone()
})
test.afterAll(() => {
  if (clone) fs.rmSync(clone, { recursive: true, force: true })
})

type Form = 'contact' | 'medical-information'
// Each post says something new (`note`): the same answers sent again the same day would be one submission.
const answersOf = (form: Form, lang: Lang, note: string): Record<string, string | readonly string[]> =>
  form === 'contact'
    ? { ...validContact, message: `${validContact.message} (${note})` }
    : { ...validMedicalInformation, ...adverseEventAnswers, question: `${validMedicalInformation.question} (${note})` }
const prefixOf: Record<Form, string> = { contact: 'CT', 'medical-information': 'MI' }

/** Fills a form field by field, as a visitor would, without JavaScript (follow-up questions open by CSS alone). */
async function post(browser: Browser, baseUrl: string, form: Form, lang: Lang, note: string, log: () => string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl })
  try {
    const page = await context.newPage()
    await page.goto(href(form, lang))
    for (const [name, value] of Object.entries(answersOf(form, lang, note))) {
      const values = typeof value === 'string' ? [value] : value
      for (const item of values.filter(Boolean)) {
        const control = page.locator(`main [name="${name}"]`).first()
        const type = await control.evaluate((element) =>
          element instanceof HTMLSelectElement ? 'select' : (element as HTMLInputElement).type,
        )
        if (type === 'radio' || type === 'checkbox') {
          const option = page.locator(`main [name="${name}"][value="${item}"]`)
          // A lone checkbox without a value attribute posts "on".
          await ((await option.count()) > 0 ? option : control).check()
        } else if (type === 'select') await control.selectOption(item)
        else await control.fill(item)
      }
    }
    const answer = page.waitForResponse((response) => response.request().method() === 'POST')
    await submitButton(page, lang).click()
    const response = await answer
    expect(response.status(), `${form} (${lang}) answered ${response.status()}; the server said:\n${log().slice(-5_000)}`).toBe(200)
    const reference = (await page.locator('.form-confirmation__reference strong').textContent()) ?? ''
    expect(reference).toMatch(new RegExp(`^${prefixOf[form]}-\\d{4}-\\d{6}$`))
    return reference
  } finally {
    await context.close()
  }
}

/** The .eml files the outbox wrote in the clone's MAIL_DIR default, each naming its reference. */
function mailFor(references: string[]): string[] {
  const dir = path.join(clone, 'var', 'mail')
  if (!fs.existsSync(dir)) return []
  const texts = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
  return references.flatMap((reference) => texts.filter((text) => text.includes(reference)).map(() => reference))
}

type Round = { label: string; run: Shell; url: string; started: number }

/** Serves, then posts both forms (in both languages across the two), and checks their e-mails. */
async function serveAndPost(browser: Browser, round: Round, lang: { contact: Lang; medical: Lang }) {
  const firstPage = await firstAnswer(`${round.url}${href('home', 'en')}`, round.run, 600_000)
  const contact = await post(browser, round.url, 'contact', lang.contact, round.label, round.run.output)
  const confirmed = Date.now()
  const medical = await post(browser, round.url, 'medical-information', lang.medical, round.label, round.run.output)
  // A team notification and an acknowledgement for each.
  await expect.poll(() => mailFor([contact, medical]).length, { timeout: 30_000, message: round.run.output().slice(-3_000) }).toBe(4)
  console.log(
    `newcomer, ${round.label}: first page ${((firstPage - round.started) / 1000).toFixed(1)} s after the command, ` +
      `first confirmed post ${((confirmed - firstPage) / 1000).toFixed(1)} s after the first page (${contact}, ${medical})`,
  )
  await round.run.stop()
  return [contact, medical]
}

async function start(label: string, command: string, port: number): Promise<Round> {
  const started = Date.now()
  return { label, run: shell(command, clone, newcomerEnv({ PORT: String(port) })), url: `http://localhost:${port}`, started }
}

test('the README’s start command on a clean clone serves pages and confirms both forms; so does a restart', async ({ browser }) => {
  test.setTimeout(900_000)
  const [startCommand] = readmeCommands()
  expect(startCommand).toMatch(/npm start|npm run/)
  expect(fs.existsSync(path.join(clone, 'var'))).toBe(false)
  const port = await freePort()
  const first = await serveAndPost(browser, await start(`"${startCommand}"`, startCommand!, port), { contact: 'fr', medical: 'en' })
  // A restart of the same server over the same folders: the database is there, nothing is prepared again.
  const again = await serveAndPost(browser, await start('restart ("npm run serve")', 'npm run serve', port), {
    contact: 'en',
    medical: 'fr',
  })
  // Stored anew, after what the first start stored: the numbering goes on.
  expect(again.map((reference) => reference.slice(-6))).toEqual(first.map(() => '000002'))
})

test('npm run dev from a state without var/ confirms both forms; so does a restart', async ({ browser }) => {
  test.setTimeout(600_000)
  const devCommand = readmeCommands().find((command) => command.includes('npm run dev'))
  expect(devCommand).toBeDefined()
  fs.rmSync(path.join(clone, 'var'), { recursive: true, force: true })
  fs.rmSync(path.join(clone, 'build'), { recursive: true, force: true })
  const port = await freePort()
  await serveAndPost(browser, await start(`"${devCommand}"`, devCommand!, port), { contact: 'en', medical: 'fr' })
  const again = await serveAndPost(browser, await start(`restart ("${devCommand}")`, devCommand!, port), { contact: 'fr', medical: 'en' })
  expect(again.map((reference) => reference.slice(-6))).toEqual(['000002', '000002'])
})
