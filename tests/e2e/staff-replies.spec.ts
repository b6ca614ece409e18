import crypto from 'node:crypto'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { languages } from '../../app/routing/route-table.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { validMedicalInformation } from '../support/test-answers.ts'
import { postForm, signIn, staffServerForFile } from './staff-server.ts'
import { readEml } from './read-eml.ts'

/**
 * A French medical-information request answered from the case with a French standard response and a paragraph of
 * the team's own: previewed, sent once through the outbox as an .eml to the requester, kept word for word in the
 * case's history; the same form sent again sends nothing more. The staff screens in both languages.
 */
const server = staffServerForFile()

for (const lang of languages) {
  const t = staffTranslator(lang)

  test(`${lang}: a French request answered from a French standard response, once`, async ({ page, request }) => {
    const id = crypto.randomUUID()
    const email = `alex.${id.slice(0, 8)}@example.com`
    const reference = await postForm(request, server, '/fr/informationmedicale', {
      ...validMedicalInformation,
      preferredLanguage: 'fr',
      email,
      question: `Comment conserver les comprimés\u202f? (${id})`,
    })

    // The responses the team may send, at their versions.
    await signIn(page, server, 'marie', `/staff/${lang}/responses`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.responses.heading'))
    await expect(page.locator('tr[data-response="ruzurgi-storage"]')).toContainText('2')

    await page.goto(`${server.url}/staff/${lang}/cases/${reference}`)
    const panel = page.locator('section[aria-labelledby="case-reply"]')
    await expect(panel).toContainText(email)
    // The person asked for French: the reply's language is chosen for them.
    await expect(panel.getByLabel(t('staff.reply.lang'))).toHaveValue('fr')
    await panel.getByLabel(t('staff.reply.response')).selectOption('ruzurgi-storage')
    const personal = `Bonjour Alex, merci de votre question (${id.slice(0, 8)}).`
    await panel.getByLabel(t('staff.reply.personal')).fill(personal)
    await panel.getByRole('button', { name: t('staff.reply.preview') }).click()

    const preview = page.locator('[data-reply-preview]')
    await expect(preview).toContainText(personal)
    await expect(preview).toContainText('Gardez les comprimés dans leur flacon d’origine')
    await expect(preview).toContainText('Information médicale')
    const form = page.locator('section[aria-labelledby="case-reply"] form')
    const fields = await form.evaluate((element) =>
      [...new FormData(element as HTMLFormElement).entries()].map(([name, value]) => [name, String(value)] as [string, string]),
    )
    await page.getByRole('button', { name: t('staff.reply.send') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.case.replied'))
    await expect(page.locator('.staff-case-page__summary')).toContainText(t('staff.status.answered'))
    const history = page.locator('section[aria-labelledby="case-history"]')
    await expect(history).toContainText(
      t('staff.event.reply', { to: email, id: 'ruzurgi-storage', version: '2', lang: t('staff.lang.fr') }),
    )
    await expect(history.locator('.staff-history__sent')).toContainText(personal)
    await expect(history.locator('.staff-history__sent')).toContainText('Gardez les comprimés dans leur flacon d’origine')

    // A second click: the same form, its key and all, sent again. Nothing more leaves.
    const again = await page.request.post(`${server.url}/staff/${lang}/cases/${reference}`, {
      form: Object.fromEntries([...fields, ['intent', 'reply-send']]),
      headers: { origin: server.url },
      maxRedirects: 0,
    })
    expect(again.status()).toBe(303)
    expect(again.headers().location).toContain('?reply-already')

    const replies = () => server.mailFiles().filter((name) => name.startsWith(`${reference}.reply.`))
    await expect.poll(replies, { timeout: 15_000 }).toHaveLength(1)
    const eml = readEml(path.join(server.mailDir, replies()[0]!))
    expect(eml.headers).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}$`, 'm'))
    expect(eml.headers).toMatch(/^From: "?Nordora Pharma"? <medinfo@nordorapharma\.ca>$/m)
    expect(eml.text).toContain(personal)
    expect(eml.text).toContain('Gardez les comprimés dans leur flacon d’origine')
    expect(eml.text).toContain(`Votre numéro de référence\u00a0: ${reference}`)
    // Several of the outbox's polls later, still one.
    await page.waitForTimeout(1_000)
    expect(replies()).toHaveLength(1)
    await expect(page.locator('.staff-history__sent')).toHaveCount(1)
    await page.reload()
    await expect(page.locator('.staff-history__sent')).toHaveCount(1)
  })

  test(`${lang}: a call is logged with its day, its direction and a summary`, async ({ page, request }) => {
    const id = crypto.randomUUID()
    const reference = await postForm(request, server, '/fr/informationmedicale', {
      ...validMedicalInformation,
      preferredLanguage: 'fr',
      question: `Où trouver la monographie\u202f? (${id})`,
    })
    await signIn(page, server, 'marie', `/staff/${lang}/cases/${reference}`)
    const panel = page.locator('section[aria-labelledby="case-contact"]')
    // No summary: refused, with the error summary, and what was chosen kept.
    await panel.getByLabel(t('staff.contact.direction.outgoing')).check()
    await panel.getByRole('button', { name: t('staff.contact.save') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.error.empty-summary'))
    await expect(panel.getByLabel(t('staff.contact.direction.outgoing'))).toBeChecked()
    const summary = `Called back: the monograph is with her pharmacist (${id.slice(0, 8)}).`
    await panel.getByLabel(t('staff.contact.summary')).fill(summary)
    await panel.getByRole('button', { name: t('staff.contact.save') }).click()
    const history = page.locator('section[aria-labelledby="case-history"] li[data-event="contact"]')
    await expect(history).toContainText(summary)
    await expect(history).toContainText(t('staff.contact.channel.phone'))
    await expect(history).toContainText(t('staff.contact.direction.outgoing').toLowerCase())
  })

  test(`${lang}: the month’s figures count what came in and export as CSV`, async ({ page, request }) => {
    await postForm(request, server, '/en/medicalinformation', { ...validMedicalInformation, question: `Figures (${crypto.randomUUID()})` })
    await signIn(page, server, 'marie', `/staff/${lang}/figures`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.figures.heading'))
    const received = page.getByRole('row', { name: new RegExp(`^${t('staff.figures.cases')}`) })
    await expect(received.getByRole('cell').last()).not.toHaveText('0')
    const month = await page.locator('table[data-month]').getAttribute('data-month')
    const csv = await page.request.get(`${server.url}/staff/${lang}/figures.csv?month=${month}`)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect((await csv.text()).split('\r\n')[0]).toContain(t('staff.figures.triageWithin'))
    // A month that cannot be one: said, with a 400.
    const bad = await page.goto(`${server.url}/staff/${lang}/figures?month=2026-13`)
    expect(bad!.status()).toBe(400)
    await expect(page.locator('#figures-month-error')).toContainText(t('staff.figures.badMonth'))
  })
}
