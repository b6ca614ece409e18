import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { formTranslator, type FormMessageKey as MessageKey } from '../../app/forms/domain/messages/index.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { openDatabase } from '../../server/db/database.ts'
import { outbox, submissions } from '../../server/db/schema.ts'
import { freshPgliteDir } from '../support/test-databases.ts'
import { uniquePrefix } from '../../server/forms/config.ts'
import { spawnServer } from './behaviours-server.ts'

/**
 * A production server of its own for the form tests: a fresh PGlite folder
 * (copied from a migrated template, no initdb), .eml files in a folder of its
 * own, its own rate-limit keys when Redis is shared. After `stop`, its
 * database can be opened to check what was stored; nothing new is exposed
 * over HTTP for that.
 */
export async function startFormsServer(env: Record<string, string> = {}) {
  const dataDir = await freshPgliteDir()
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-e2e-mail-'))
  // The server's daily backup and its journal: the test's own, not the checkout's var/backups.
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-e2e-backups-'))
  const server = await spawnServer({
    DATA_DIR: dataDir,
    MAIL_DIR: mailDir,
    BACKUP_DIR: backupDir,
    RATE_LIMIT_PREFIX: uniquePrefix('nordora:e2e:'),
    FORM_RATE_LIMIT: '1000',
    // A stored post or a queued reply runs the outbox at once; the poll only catches what that missed. Every 200 ms, an
    // idle server used 2 % of a core on it, with a few alive at any time through the run.
    OUTBOX_POLL_MS: '1000',
    ...env,
  })
  return {
    ...server,
    mailDir,
    backupDir,
    /** Stops the server, then reads every stored submission and notification. */
    async storedRows() {
      await server.stop()
      const database = openDatabase({ dataDir })
      try {
        if (!(await database.ready(30_000))) throw new Error('the test server’s database did not open')
        return {
          submissions: await database.db.select().from(submissions).orderBy(submissions.id),
          outbox: await database.db.select().from(outbox).orderBy(outbox.id),
        }
      } finally {
        await database.close()
      }
    },
    /** The subjects of the .eml files the outbox wrote. */
    mailFiles: () => fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml')),
    cleanUp() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.rmSync(mailDir, { recursive: true, force: true })
      fs.rmSync(backupDir, { recursive: true, force: true })
    },
  }
}

export type FormsServer = Awaited<ReturnType<typeof startFormsServer>>

/**
 * One forms server for the spec file that calls this: started before its tests, stopped and its folders removed
 * after. The server is read through the returned object, which is ready once `beforeAll` has run.
 */
export function formsServerForFile(env: Record<string, string> = {}): FormsServer {
  let server: FormsServer | undefined
  test.beforeAll(async () => {
    server = await startFormsServer(env)
  })
  test.afterAll(async () => {
    await server?.stop()
    server?.cleanUp()
  })
  return new Proxy({} as FormsServer, {
    get: (_target, key) => {
      if (!server) throw new Error('The forms server starts in beforeAll; read it from a test or hook.')
      return Reflect.get(server, key)
    },
  })
}

/** The interface text the page shows, from the same catalogues. */
export const text = (lang: Lang, key: MessageKey, values?: Record<string, string | number>) => formTranslator(lang)(key, values)

/** A choice in the radio or checkbox group whose legend is `group`. */
export const choice = (page: Page, lang: Lang, group: MessageKey, option: MessageKey) =>
  page.getByRole('group', { name: text(lang, group) }).getByLabel(text(lang, option), { exact: true })

export const field = (page: Page, lang: Lang, key: MessageKey) => page.getByLabel(text(lang, key, { company: 'Nordora Pharma' }))

/** The fieldset of a date question (its legend is the question). */
export const dateGroup = (page: Page, lang: Lang, key: MessageKey) => page.getByRole('group', { name: text(lang, key) })

/** One part of a date question: its day, its month (a list of names) or its year. */
export const datePart = (page: Page, lang: Lang, key: MessageKey, part: 'day' | 'month' | 'year') =>
  dateGroup(page, lang, key).getByLabel(text(lang, `form.date.${part}`), { exact: true })

/** Answers a date question as a visitor does: the day and the year typed, the month chosen by its number's name. */
export async function fillDate(
  page: Page,
  lang: Lang,
  key: MessageKey,
  { day, month, year }: { day: string; month: string; year: string },
) {
  await datePart(page, lang, key, 'day').fill(day)
  await datePart(page, lang, key, 'month').selectOption(month)
  await datePart(page, lang, key, 'year').fill(year)
}

export const submitButton = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'form.submit') })

/** Resolves with the status of the next form post (page navigation or React Router's fetch). */
export const nextPost = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'POST').then((response) => response.status())

/** Sends the form with its button; resolves with the post's status. */
export async function sendForm(page: Page, lang: Lang): Promise<number> {
  const status = nextPost(page)
  await submitButton(page, lang).click()
  return status
}

/**
 * After a refused send the error summary holds the focus, the title starts "Error: ", and the summary's first
 * link leads to `firstError`: the control to fix first, which then has the focus.
 */
export async function expectErrorSummary(page: Page, lang: Lang, firstError: Locator): Promise<void> {
  const summary = page.locator('.error-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('heading')).toHaveText(text(lang, 'form.errorSummary.title'))
  await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'form.errorPrefix')} `))
  await summary.getByRole('link').first().click()
  await expect(firstError).toBeFocused()
}

/** The browser checks answers once the schema has loaded (on the first focus in the form). */
export const validationLoaded = (page: Page) => page.locator('form[data-validation="browser"]').waitFor({ state: 'attached' })

/** Console errors and uncaught exceptions of a page, CSP violations included: a form page must have none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (400|429|503)/.test(message.text())) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
