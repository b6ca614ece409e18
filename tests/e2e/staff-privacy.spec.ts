import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { retentionSchedule } from '../../app/privacy/retention-schedule.ts'
import { formatStaffDay } from '../../app/staff/format.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { validContact, validMedicalInformation } from '../support/test-answers.ts'
import { postForm, signIn, staffServerForFile } from './staff-server.ts'

const server = staffServerForFile()
const t = staffTranslator('en')

/** The .eml files the server wrote that hold a text. */
const filesHolding = (text: string) =>
  server.mailFiles().filter((name) => fs.readFileSync(path.join(server.mailDir, name), 'utf8').toLowerCase().includes(text.toLowerCase()))

test('the privacy officer finds a person by e-mail, exports JSON and CSV, erases them; their references then answer nothing', async ({
  page,
  browser,
  request,
}) => {
  // Each run a person of its own, typed once with capitals.
  const email = `Jane.Roe.${crypto.randomUUID().slice(0, 8)}@Example.com`
  const lower = email.toLowerCase()
  const contact = await postForm(request, server, '/en/contactus', { ...validContact, email })
  const question = await postForm(request, server, '/fr/informationmedicale', {
    ...validMedicalInformation,
    email: lower,
    question: `Une question (${crypto.randomUUID()})`,
  })
  // The outbox delivers the acknowledgement of each as an .eml file (the team notification names no visitor).
  await expect.poll(() => filesHolding(lower).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)

  await signIn(page, server, 'olivier', '/staff/en/privacy')
  await page.getByLabel(t('staff.privacy.email')).fill(`  ${email.toUpperCase()} `)
  await page.getByRole('button', { name: t('staff.privacy.find') }).click()
  await expect(page.getByRole('heading', { level: 2, name: t('staff.privacy.found', { email: lower }) })).toBeVisible()
  for (const reference of [contact, question]) await expect(page.locator(`tr[data-reference="${reference}"]`)).toContainText('email')
  // The privacy notice each saw, by its date.
  await expect(page.locator(`tr[data-reference="${contact}"] [data-field="consent"]`)).toHaveText(/\d{4}/)

  // Opening the export's address answers nothing: only its CSRF-checked POST exports, and records the answer.
  const opened = await page.request.get(`${server.url}/staff/en/privacy/export?email=${encodeURIComponent(lower)}&format=json`)
  expect(opened.status()).toBe(405)
  expect(opened.headers().allow).toBe('POST')
  await page.reload()
  await expect(page.locator('section[aria-labelledby="requests-heading"] tr', { hasText: lower })).not.toContainText(
    t('staff.privacy.completed'),
  )
  // The exports, from the screen's buttons: the browser downloads the file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('staff.privacy.exportJson') }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^personal-information-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
  expect(exported.email).toBe(lower)
  expect(exported.submissions.map((item: { reference: string }) => item.reference)).toEqual([contact, question])
  expect(exported.submissions[0].consent.noticeVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(exported.mailFiles.length).toBeGreaterThanOrEqual(2)
  // The same POST the CSV button sends, in the officer's session, to read its headers.
  const exportForm = page.locator('form', { has: page.getByRole('button', { name: t('staff.privacy.exportCsv') }) })
  const csv = await page.request.post(server.url + (await exportForm.getAttribute('action')), {
    form: { csrf: await exportForm.locator('input[name="csrf"]').inputValue(), email: lower, format: 'csv' },
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const csvText = await csv.text()
  expect(csvText.split('\r\n')[0]).toBe('source,reference,field,value')
  // As the visitor typed it: found whatever its case.
  expect(csvText).toContain(`submission,${contact},answers.email,${email}`)

  // The request, due in 30 days, answered by the export.
  await page.reload()
  await expect(page.locator('section[aria-labelledby="requests-heading"]')).toContainText(lower)
  await expect(page.locator('section[aria-labelledby="requests-heading"]')).toContainText(
    `${t('staff.privacy.action.find')}, ${t('staff.privacy.action.export')} (${t('staff.privacy.completed')})`,
  )

  await page.getByRole('button', { name: t('staff.privacy.erase') }).click()
  await expect(page.locator('section[aria-labelledby="erased-heading"]')).toContainText(t('staff.privacy.erased.count', { count: 2 }))

  // Nothing left: the find, the files, the references.
  await page.goto(`${server.url}/staff/en/privacy?email=${encodeURIComponent(lower)}`)
  await expect(page.getByText(t('staff.privacy.foundCounts', { submissions: 0, messages: 0, files: 0 }), { exact: true })).toBeVisible()
  expect(filesHolding(lower)).toEqual([])
  const team = await browser.newContext()
  const marie = await team.newPage()
  await signIn(marie, server, 'sam')
  for (const reference of [contact, question]) {
    const response = await marie.goto(`${server.url}/staff/en/cases/${reference}`)
    expect(response?.status()).toBe(404)
  }
  // The privacy tools are the privacy officer's only.
  expect((await marie.goto(`${server.url}/staff/en/privacy`))?.status()).toBe(403)
  // The administrator sees the find, the exports and the erasure in the audit log, without the address.
  await marie.goto(`${server.url}/staff/en/audit`)
  for (const action of ['privacy-find', 'privacy-export', 'privacy-erase'] as const) {
    await expect(marie.locator(`tr[data-action="${action}"]`).first()).toBeVisible()
  }
  expect(await marie.locator('table').textContent()).not.toContain(lower)
  await team.close()

  // The visitors' site goes on: the privacy page with its retention table, and the forms.
  const visitor = await browser.newContext()
  const reader = await visitor.newPage()
  for (const lang of ['en', 'fr'] as const) {
    const response = await reader.goto(`${server.url}/${lang}/${lang === 'en' ? 'privacy' : 'confidentialite'}`)
    expect(response?.status()).toBe(200)
    for (const rule of retentionSchedule) await expect(reader.locator('table')).toContainText(rule.what[lang])
  }
  await visitor.close()
  expect(
    await postForm(request, server, '/en/contactus', { ...validContact, email: `someone.${crypto.randomUUID().slice(0, 8)}@example.com` }),
  ).toMatch(/^CT-/)
})

test('the privacy officer records a confidentiality incident with the regulation’s items, updates its notices, and exports the register', async ({
  page,
  browser,
}) => {
  await signIn(page, server, 'olivier', '/staff/fr/privacy/incidents')
  const fr = staffTranslator('fr')
  const form = page.locator('section[aria-labelledby="new-incident"]')
  await form.getByLabel(fr('staff.incidents.field.information')).fill('Noms et adresses courriel de 3 personnes')
  await form.getByLabel(fr('staff.incidents.field.circumstances')).fill('Un courriel envoyé au mauvais destinataire')
  await form.getByLabel(fr('staff.incidents.field.occurredOn')).fill('2026-11-20')
  await form.getByLabel(fr('staff.incidents.field.learnedOn')).fill('2026-11-21')
  await form.getByLabel(fr('staff.incidents.field.personsAffected')).fill('3')
  await form.getByLabel(fr('staff.incidents.field.riskAssessment')).fill('Faible : aucun renseignement de santé')
  await form.getByLabel(fr('staff.incidents.field.measures')).fill('Le destinataire a supprimé le courriel')
  await form.getByRole('button', { name: fr('staff.incidents.record') }).click()
  const status = page.getByRole('status')
  await expect(status).toContainText(/INC-\d{4}-\d{3}/)
  const reference = /INC-\d{4}-\d{3}/.exec((await status.textContent()) ?? '')![0]
  const entry = page.locator(`section[aria-labelledby="${reference}"]`)
  await expect(entry).toContainText('Un courriel envoyé au mauvais destinataire')

  // The notice to the Commission, sent a week later, and a measure taken since.
  await entry.getByText(fr('staff.incidents.edit')).click()
  await entry.getByLabel(fr('staff.incidents.field.commissionNotifiedOn')).fill('2026-11-28')
  await entry
    .getByLabel(fr('staff.incidents.field.measures'))
    .fill('Le destinataire a supprimé le courriel ; le carnet d’adresses est corrigé')
  await entry.getByRole('button', { name: fr('staff.incidents.update') }).click()
  await expect(page.getByRole('status')).toHaveText(fr('staff.incidents.updated', { reference }))
  await expect(entry).toContainText(formatStaffDay('2026-11-28', 'fr'))
  await expect(entry).toContainText('le carnet d’adresses est corrigé')
  // In the audit log, by reference, for the administrator.
  const admin = await browser.newContext()
  const sam = await admin.newPage()
  await signIn(sam, server, 'sam', '/staff/en/audit')
  await expect(sam.locator('tr[data-action="incident-update"]', { hasText: reference })).toBeVisible()
  await admin.close()

  const csv = await page.request.get(`${server.url}/staff/fr/privacy/incidents.csv`)
  expect(csv.status()).toBe(200)
  expect(await csv.text()).toContain(`${reference},`)
})

test('a case under a legal hold is refused erasure with its reason; a correction is saved and recorded', async ({
  page,
  request,
  browser,
}) => {
  const email = `held.${crypto.randomUUID().slice(0, 8)}@example.com`
  const kept = await postForm(request, server, '/en/contactus', { ...validContact, email })
  const other = await postForm(request, server, '/en/contactus', {
    ...validContact,
    email,
    message: `Another question (${crypto.randomUUID()})`,
  })

  await signIn(page, server, 'olivier', '/staff/en/privacy')
  const holds = page.locator('section[aria-labelledby="hold-heading"]')
  await holds.getByLabel(t('staff.field.reference')).fill(kept)
  await holds.getByLabel(t('staff.privacy.holdReason')).fill('Litigation 2026-17')
  await holds.getByRole('button', { name: t('staff.privacy.placeHold') }).click()
  await expect(page.getByRole('status')).toHaveText(t('staff.privacy.saved'))

  await page.goto(`${server.url}/staff/en/privacy?email=${encodeURIComponent(email)}`)
  await expect(page.locator(`tr[data-reference="${kept}"]`)).toContainText('Litigation 2026-17')
  // The medical-information team sees the hold on the case.
  const team = await browser.newContext()
  const sam = await team.newPage()
  await signIn(sam, server, 'sam', `/staff/en/cases/${kept}`)
  await expect(sam.locator('[data-field="legal-hold"]')).toHaveText('Litigation 2026-17')
  await team.close()
  const correction = page.locator('fieldset', { hasText: t('staff.privacy.correct') })
  await correction.getByLabel(t('staff.field.reference')).selectOption(other)
  await correction.getByLabel(t('staff.privacy.field')).fill('phone')
  await correction.getByLabel(t('staff.privacy.value')).fill('514 555-0199')
  await correction.getByRole('button', { name: t('staff.privacy.correctButton') }).click()
  await expect(page.getByRole('status')).toHaveText(t('staff.privacy.saved'))

  await page.goto(`${server.url}/staff/en/privacy?email=${encodeURIComponent(email)}`)
  await page.getByRole('button', { name: t('staff.privacy.erase') }).click()
  const erased = page.locator('section[aria-labelledby="erased-heading"]')
  await expect(erased).toContainText(t('staff.privacy.erased.count', { count: 1 }))
  await expect(erased.locator(`[data-refused="${kept}"]`)).toHaveText(
    t('staff.privacy.refused.hold', { reference: kept, reason: 'Litigation 2026-17' }),
  )
  await expect(page.locator('section[aria-labelledby="requests-heading"]')).toContainText(
    `${t('staff.privacy.action.find')}, ${t('staff.privacy.action.correct')}`,
  )
})

test('bad input to the privacy tools is a 4xx with the reason in the page’s language, never a 500', async ({ page }) => {
  await signIn(page, server, 'olivier', '/staff/fr/privacy')
  const response = await page.goto(`${server.url}/staff/fr/privacy?email=${encodeURIComponent('pas une adresse')}`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('alert')).toHaveText(staffTranslator('fr')('staff.privacy.error.email'))
  const csrf = await page.locator('input[name="csrf"]').first().inputValue()
  const exportPath = `${server.url}/staff/en/privacy/export`
  expect((await page.request.post(exportPath, { form: { csrf, email: 'jane@example.com', format: 'xml' } })).status()).toBe(400)
  expect((await page.request.post(exportPath, { form: { csrf, email: 'nope', format: 'json' } })).status()).toBe(400)
  // Without the session's token, another site's form cannot export (nor answer a request).
  expect((await page.request.post(exportPath, { form: { email: 'jane@example.com', format: 'json' } })).status()).toBe(403)
  expect((await page.request.post(exportPath, { form: { csrf: 'x', email: 'jane@example.com', format: 'json' } })).status()).toBe(403)
})
