import crypto from 'node:crypto'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { formTranslator } from '../../app/forms/domain/messages/index.ts'
import { href } from '../../app/routing/paths.ts'
import { languages } from '../../app/routing/route-table.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { validMedicalInformation } from '../support/test-answers.ts'
import { readEml } from './read-eml.ts'
import { postForm, postSeriousAdverseEvent, signIn, staffServerForFile } from './staff-server.ts'

/**
 * A follow-up end to end, for an English case and a French one: the owner picks questions on the case page, the
 * request leaves once through the outbox as an .eml in the reporter's language, the reporter opens its link and
 * answers once on the public page of their language, a second use is refused and says so, and the answers are on
 * the case page. New information on a serious report already transferred starts a follow-up report's own clock,
 * which keeps the case open until the team records the follow-up report sent. Every screen at 390 px.
 */
const server = staffServerForFile()

for (const lang of languages) {
  const t = staffTranslator(lang)
  const f = formTranslator(lang)

  test(`${lang}: a reporter answers the team's follow-up once, in their language`, async ({ page, request }) => {
    // Two people, two browsers, two e-mails: longer than one screen's test.
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    const id = crypto.randomUUID().slice(0, 8)
    const email = `sam.${id}@example.com`
    const asked = `${lang === 'fr' ? 'Une question' : 'A question'} (${id})`
    const reference = await postForm(request, server, href('medical-information', lang), {
      ...validMedicalInformation,
      preferredLanguage: lang,
      email,
      question: asked,
    })

    await signIn(page, server, 'marie', `/staff/${lang}/cases/${reference}`)
    const panel = page.locator('section[aria-labelledby="case-follow-up"]')
    await expect(panel).toContainText(email)
    // Nothing chosen: refused, said by the field.
    await panel.getByRole('button', { name: t('staff.followUp.send') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.error.no-questions'))
    await panel.getByLabel(f('form.followUp.question.lot-number')).check()
    await panel.getByLabel(f('form.followUp.question.free')).check()
    const own = lang === 'fr' ? `Avez-vous changé la dose\u202f? (${id})` : `Did you change the dose? (${id})`
    await panel.getByLabel(t('staff.followUp.freeQuestion')).fill(own)
    await panel.getByRole('button', { name: t('staff.followUp.send') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.case.followUpSent'))
    const history = page.locator('section[aria-labelledby="case-history"]')
    await expect(history.locator('li[data-event="follow-up-request"]')).toContainText(own)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // The e-mail, once, in the reporter's language: the questions and the link, nothing of the case.
    const requests = () => server.mailFiles().filter((name) => name.startsWith(`${reference}.follow-up.`))
    await expect.poll(requests, { timeout: 15_000 }).toHaveLength(1)
    const eml = readEml(path.join(server.mailDir, requests()[0]!))
    expect(eml.headers).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm'))
    expect(eml.text).toContain(f('form.followUp.question.lot-number'))
    expect(eml.text).toContain(own)
    expect(eml.text).not.toContain(asked)
    const link = new RegExp(`(${href('follow-up', lang, { token: 'TOKEN' }).replace('TOKEN', '')}[A-Za-z0-9_-]{43})$`, 'm').exec(
      eml.text,
    )?.[1]
    expect(link).toBeDefined()

    // The reporter's page: the questions asked and no other, in their language, without signing in.
    // The French reporter's browser runs no script: the form is a plain post.
    const reporter = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: lang === 'en' })
    const answering = await reporter.newPage()
    const opened = await answering.goto(server.url + link!)
    expect(opened!.status()).toBe(200)
    expect(opened!.headers()['cache-control']).toContain('no-store')
    await expect(answering.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(answering.locator('form#follow-up')).toBeVisible()
    await expect(answering.getByLabel(f('form.followUp.question.outcome'))).toHaveCount(0)
    await answering.getByLabel(f('form.followUp.question.lot-number')).fill(`LOT-${id}`)
    await answering.getByLabel(own).fill(lang === 'fr' ? 'Non, jamais.' : 'No, never.')
    expect(await answering.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const [posted] = await Promise.all([
      answering.waitForResponse((response) => response.request().method() === 'POST'),
      answering.getByRole('button', { name: f('form.followUp.submit') }).click(),
    ])
    expect(posted.status()).toBe(200)
    await expect(answering.getByRole('heading', { level: 1 })).toHaveText(f('form.followUp.received.title'))

    // Used: the page says so with a 410, and another post changes nothing.
    const reused = await answering.goto(server.url + link!)
    expect(reused!.status()).toBe(410)
    await expect(answering.getByRole('heading', { level: 1 })).toHaveText(f('form.followUp.answered.title'))
    await expect(answering.locator('#main').getByRole('link', { name: f('form.followUp.contact') })).toHaveAttribute(
      'href',
      href('contact', lang),
    )
    const again = await request.post(server.url + link!, {
      form: { 'lot-number': 'SOMETHING-ELSE' },
      headers: { origin: server.url },
    })
    expect(again.status()).toBe(410)
    // A token that was never sent: not found, a 404, in the page's language.
    const unknown = await answering.goto(server.url + href('follow-up', lang, { token: 'x'.repeat(43) }))
    expect(unknown!.status()).toBe(404)
    await expect(answering.getByRole('heading', { level: 1 })).toHaveText(f('form.followUp.notFound.title'))
    await reporter.close()

    // The team is told, without the answers; the answers are on the case page, once.
    const notices = () => server.mailFiles().filter((name) => name.startsWith(`${reference}.follow-up-answer.`))
    await expect.poll(notices, { timeout: 15_000 }).toHaveLength(1)
    expect(readEml(path.join(server.mailDir, notices()[0]!)).text).not.toContain(`LOT-${id}`)
    await page.reload()
    const answers = page.locator('li[data-event="follow-up-answer"]')
    await expect(answers).toHaveCount(1)
    await expect(answers).toContainText(t('staff.followUp.reporter'))
    await expect(answers.locator('[data-follow-up-answers]')).toContainText(`LOT-${id}`)
    await expect(answers).not.toContainText('SOMETHING-ELSE')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test(`${lang}: answers on a transferred serious report start the follow-up report's clock, stopped only by recording it sent`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow()
    await page.setViewportSize({ width: 390, height: 844 })
    const reference = await postSeriousAdverseEvent(request, server)
    await signIn(page, server, 'marie', `/staff/${lang}/cases/${reference}`)
    await page.getByLabel(t('staff.case.moveTo')).selectOption('transferred')
    await page.getByLabel(t('staff.field.externalCaseNumber')).fill(`VS-${lang}-0099`)
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('[data-field="report-due"]')).toContainText(t('staff.due.met'))
    await expect(page.locator('#follow-up-report')).toHaveCount(0)
    const panel = page.locator('section[aria-labelledby="case-follow-up"]')
    // The questions read as the reporter will read them, in the report's language, whatever the page's.
    await panel.locator('input[name="questions"][value="outcome"]').check()
    await panel.getByRole('button', { name: t('staff.followUp.send') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.case.followUpSent'))

    // The reporter answers through the link of the e-mail, in a browser of their own.
    const requests = () => server.mailFiles().filter((name) => name.startsWith(`${reference}.follow-up.`))
    await expect.poll(requests, { timeout: 15_000 }).toHaveLength(1)
    const link = /(\/(?:en\/follow-up|fr\/suivi)\/[A-Za-z0-9_-]{43})$/m.exec(readEml(path.join(server.mailDir, requests()[0]!)).text)?.[1]
    expect(link).toBeDefined()
    const reporter = await browser.newContext({ javaScriptEnabled: false })
    const answering = await reporter.newPage()
    await answering.goto(server.url + link!)
    await answering.locator('form#follow-up textarea').first().fill('Recovered after two weeks.')
    await answering.locator('form#follow-up button[type="submit"]').click()
    await expect(answering.locator('h1')).toHaveCount(1)
    await reporter.close()

    // Its own clock on the case, due 15 days after the answers; the case cannot close while it runs.
    await page.reload()
    const clock = page.locator('#follow-up-report')
    await expect(clock.getByRole('heading', { level: 2 })).toHaveText(t('staff.followUp.reportHeading'))
    await expect(clock.locator('[data-due]')).toHaveAttribute('data-due', 'upcoming')
    await expect(page.locator('li[data-event="follow-up-answer"]')).toContainText(t('staff.event.followUpReportDue', { date: '' }).trim())
    await page.getByLabel(t('staff.case.moveTo')).selectOption('closed')
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('#status-to-error')).toContainText(t('staff.error.follow-up-report-due'))
    await expect(page.locator('[data-field="status"]')).not.toHaveText(t('staff.status.closed'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await clock.getByRole('button', { name: t('staff.followUp.reportSent') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.case.followUpReported'))
    await expect(page.locator('#follow-up-report')).toHaveCount(0)
    await expect(page.locator('li[data-event="follow-up-reported"]')).toHaveCount(1)
    await page.getByLabel(t('staff.case.moveTo')).selectOption('closed')
    await page.getByRole('button', { name: t('staff.case.move') }).click()
    await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.closed'))
  })
}
