import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { fieldLabelKey } from '../../app/forms/domain/fields.ts'
import { formTranslator } from '../../app/forms/domain/messages/index.ts'
import { privacyTranslator } from '../../app/privacy/messages/index.ts'
import { retentionSchedule } from '../../app/privacy/retention-schedule.ts'
import type { Lang } from '../../app/routing/route-table.ts'
import { addDays } from '../../app/calendar/business-days.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import { formatStaffDay } from '../../app/staff/format.ts'
import { validContact } from '../support/test-answers.ts'
import { postForm, signIn, staffServerForFile, type StaffServer } from './staff-server.ts'

const server = staffServerForFile()
const today = () => dayIn(new Date(), COMPANY_TIME_ZONE)
const register = (lang: Lang) => `/staff/${lang}/privacy`

/** The .eml files the server wrote that hold a text. */
const filesHolding = (text: string) =>
  server.mailFiles().filter((name) => fs.readFileSync(path.join(server.mailDir, name), 'utf8').toLowerCase().includes(text.toLowerCase()))

/** The audit log's entries of the privacy tools that change something or use someone's information, as the administrator reads them. */
async function recordedEntries(page: Page, s: StaffServer): Promise<string[]> {
  await page.goto(`${s.url}/staff/en/audit`)
  const rows = await page.locator('tr[data-action]').evaluateAll((items) => items.map((row) => row.getAttribute('data-action') ?? ''))
  return rows.filter((action) => /^(privacy|incident)-/.test(action) && !action.endsWith('-view'))
}

/** Records a request through the New request form; its reference. */
async function recordRequest(page: Page, lang: Lang, answers: { kind: string; receivedOn: string; name: string; email: string }) {
  const t = privacyTranslator(lang)
  await page.goto(`${server.url}${register(lang)}`)
  await page.getByRole('button', { name: t('staff.privacy.newRequest') }).click()
  await page.getByLabel(t('staff.privacy.kind')).selectOption(answers.kind)
  await page.getByLabel(t('staff.privacy.receivedOn')).fill(answers.receivedOn)
  await page.getByLabel(t('staff.privacy.channel')).selectOption('email')
  await page.getByLabel(t('staff.privacy.personName')).fill(answers.name)
  await page.getByLabel(t('staff.privacy.email')).fill(answers.email)
  await page.getByRole('button', { name: t('staff.privacy.new.submit') }).click()
  await expect(page).toHaveURL(/\/privacy\/requests\/PR-\d{4}-\d{4}$/)
  return /PR-\d{4}-\d{4}/.exec(page.url())![0]
}

for (const lang of ['en', 'fr'] as const) {
  const t = privacyTranslator(lang)

  test(`${lang}: an address in the privacy screen's address, another site's link or form, open nothing and write nothing`, async ({
    page,
    browser,
  }) => {
    const stranger = `stranger.${crypto.randomUUID().slice(0, 8)}@evil.example`
    const admin = await browser.newPage()
    await signIn(admin, server, 'alex', '/staff/en/audit')
    const before = await recordedEntries(admin, server)

    // Through the sign-in, as a link from elsewhere would send the officer.
    const lookup = `${register(lang)}?email=${encodeURIComponent(stranger)}`
    await signIn(page, server, 'olivier', lookup, { fromSignIn: true })
    const response = await page.goto(`${server.url}${lookup}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('body')).not.toContainText(stranger)

    // Another site's page: a link followed (SameSite=Lax sends the cookie), and a form posted to the register.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<a href="${server.url}${lookup}">see</a>
          <form method="post" action="${server.url}/staff/${lang}/privacy/requests/new">
            <input name="kind" value="erasure"><input name="receivedOn" value="${today()}"><input name="channel" value="email">
            <input name="personName" value="Mallory"><input name="email" value="${stranger}"><button>go</button></form>`,
      }),
    )
    await page.goto('http://evil.example/')
    await page.getByRole('link', { name: 'see' }).click()
    await expect(page).toHaveURL(`${server.url}${lookup}`)
    await page.goto('http://evil.example/')
    const [posted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'go' }).click(),
    ])
    expect(posted.status()).toBe(403)

    await page.goto(`${server.url}${register(lang)}`)
    await expect(page.locator('body')).not.toContainText(stranger)
    expect(await recordedEntries(admin, server)).toEqual(before)
    await admin.close()
  })

  test(`${lang}: a request is recorded from the date the person made it, extended once, answered and closed`, async ({ page }) => {
    await signIn(page, server, 'olivier', register(lang))
    await page.getByRole('button', { name: t('staff.privacy.newRequest') }).click()
    // Sent empty: the summary, each field's error in the page's language, no browser tooltip, a 400.
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: t('staff.privacy.new.submit') }).click(),
    ])
    expect(refused.status()).toBe(400)
    await expect(page).toHaveTitle(new RegExp(`^${lang === 'en' ? 'Error: ' : 'Erreur\u00a0: '}`))
    const summary = page.getByRole('alert')
    for (const key of ['staff.privacy.error.kind', 'staff.privacy.error.receivedOn', 'staff.privacy.error.personName'] as const)
      await expect(summary).toContainText(t(key))
    expect(await page.locator('input[required], select[required], textarea[required], [pattern]').count()).toBe(0)

    // What was typed stays; a date after today is refused.
    const received = addDays(today(), -12)
    await page.getByLabel(t('staff.privacy.kind')).selectOption('access')
    await page.getByLabel(t('staff.privacy.receivedOn')).fill(addDays(today(), 1))
    await page.getByLabel(t('staff.privacy.channel')).selectOption('mail')
    await page.getByLabel(t('staff.privacy.personName')).fill('Jeanne Roy')
    await page.getByLabel(t('staff.privacy.email')).fill('Jeanne.Roy@Example.com')
    await page.getByRole('button', { name: t('staff.privacy.new.submit') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.privacy.error.future'))
    await expect(page.getByLabel(t('staff.privacy.personName'))).toHaveValue('Jeanne Roy')
    await page.getByLabel(t('staff.privacy.receivedOn')).fill(received)
    await page.getByRole('button', { name: t('staff.privacy.new.submit') }).click()
    await expect(page).toHaveURL(/\/requests\/PR-\d{4}-\d{4}$/)
    const reference = /PR-\d{4}-\d{4}/.exec(page.url())![0]
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.privacy.request.heading', { reference }))
    await expect(page.locator('[data-field="email"]')).toHaveText('jeanne.roy@example.com')
    const due = addDays(received, 30)
    await expect(page.locator('[data-field="due"]')).toContainText(formatStaffDay(due, lang))

    // One extension, with its reason and the day the person was told; a second is refused.
    const extendedTo = addDays(due, 20)
    const extension = page.locator('section[aria-labelledby="extension-heading"]')
    await extension.getByLabel(t('staff.privacy.extendedTo')).fill(extendedTo)
    await extension.getByLabel(t('staff.privacy.extensionReason')).fill('Records in the archive')
    await extension.getByLabel(t('staff.privacy.extensionNotifiedOn')).fill(today())
    await extension.getByRole('button', { name: t('staff.privacy.request.extendButton') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.privacy.request.saved'))
    await expect(page.locator('[data-field="due"]')).toContainText(formatStaffDay(extendedTo, lang))
    await expect(page.locator('section[aria-labelledby="extension-heading"]')).toHaveCount(0)
    const again = await page.request.post(page.url(), {
      form: {
        csrf: await page.locator('input[name="csrf"]').first().inputValue(),
        intent: 'extend',
        extendedTo,
        extensionReason: 'Again',
        extensionNotifiedOn: today(),
      },
    })
    expect(again.status()).toBe(409)

    // The identity check, then the answer and the closing.
    const identity = page.locator('section[aria-labelledby="identity-heading"]')
    await identity.getByLabel(t('staff.privacy.identityVerifiedOn')).fill(today())
    await identity.getByLabel(t('staff.privacy.identityVerifiedBy')).fill('Olivier Gagnon')
    await identity.getByLabel(t('staff.privacy.identityMethod')).fill('Reply from the address on file')
    await identity.getByRole('button', { name: t('staff.privacy.request.verify') }).click()
    await expect(page.locator('[data-field="identity"]')).toContainText('Olivier Gagnon')
    const status = page.locator('section[aria-labelledby="status-heading"]')
    await status.getByLabel(t('staff.privacy.request.moveTo')).selectOption('answered')
    await status.getByRole('button', { name: t('staff.privacy.request.move') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.privacy.error.answeredOn'))
    await status.getByLabel(t('staff.privacy.request.moveTo')).selectOption('answered')
    await status.getByLabel(t('staff.privacy.answeredOn')).fill(today())
    await status.getByRole('button', { name: t('staff.privacy.request.move') }).click()
    await expect(page.locator('[data-field="status"]')).toContainText(t('staff.privacy.status.answered'))
    await status.getByLabel(t('staff.privacy.request.moveTo')).selectOption('closed')
    await status.getByRole('button', { name: t('staff.privacy.request.move') }).click()
    await expect(page.locator('[data-field="status"]')).toHaveText(`${t('staff.privacy.status.closed')} – ${formatStaffDay(today(), lang)}`)
    await expect(page.locator('section[aria-labelledby="tools-heading"]')).toHaveCount(0)

    // In the register: closed, by reference only; an older request not answered is marked overdue.
    const late = await recordRequest(page, lang, {
      kind: 'erasure',
      receivedOn: addDays(today(), -45),
      name: 'Léa Tardif',
      email: 'lea@example.com',
    })
    await page.goto(`${server.url}${register(lang)}`)
    await expect(page.locator(`tr[data-request="${reference}"] [data-field="status"]`)).toContainText(t('staff.privacy.status.closed'))
    await expect(page.locator(`tr[data-request="${late}"]`)).toHaveAttribute('data-attention', 'overdue')
    await expect(page.locator('table')).not.toContainText('jeanne.roy@example.com')
    // The register's export: a POST, holding what the register's lines leave out.
    const exportForm = page.locator('form', { has: page.getByRole('button', { name: t('staff.privacy.exportRegister') }) })
    const csv = await page.request.post(server.url + (await exportForm.getAttribute('action')), {
      form: { csrf: await exportForm.locator('input[name="csrf"]').inputValue() },
    })
    expect(await csv.text()).toContain(`${reference},access,${received},mail,Jeanne Roy,jeanne.roy@example.com`)
    expect((await page.request.get(server.url + (await exportForm.getAttribute('action')))).status()).toBe(405)
  })
}

for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: a request’s tools find by its address only, correct an answer by its label, and erase after a confirmation page`, async ({
    page,
    request,
    browser,
  }) => {
    // Two posts, their e-mail files, a hold, a request, a search, a correction and an erasure: over 30 s on a busy
    // two-core machine, which the default timeout does not allow.
    test.setTimeout(90_000)
    const t = privacyTranslator(lang)
    const email = `Jane.Roe.${crypto.randomUUID().slice(0, 8)}@Example.com`
    const lower = email.toLowerCase()
    const erased = await postForm(request, server, '/en/contactus', { ...validContact, email })
    const held = await postForm(request, server, '/en/contactus', { ...validContact, email, message: `Again (${crypto.randomUUID()})` })
    await expect.poll(() => filesHolding(lower).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)

    await signIn(page, server, 'olivier', register(lang))
    const holds = page.locator('section[aria-labelledby="hold-heading"]')
    await holds.getByLabel(t('staff.field.reference')).fill(held)
    await holds.getByLabel(t('staff.privacy.holdReason')).fill('Litigation 2026-17')
    await holds.getByRole('button', { name: t('staff.privacy.placeHold') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.privacy.saved'))

    const reference = await recordRequest(page, lang, { kind: 'erasure', receivedOn: today(), name: 'Jane Roe', email })
    const tools = page.locator('section[aria-labelledby="tools-heading"]')
    await tools.getByRole('button', { name: t('staff.privacy.find') }).click()
    // The answers holding the address by their label, never a code; the notice each sender saw.
    const form = formTranslator(lang)
    await expect(page.locator(`tr[data-reference="${erased}"] [data-field="fields"]`)).toHaveText(form(fieldLabelKey('contact', 'email')))
    await expect(page.locator(`tr[data-reference="${erased}"] [data-field="consent"]`)).toHaveText(/\d{4}/)
    await expect(page.locator(`tr[data-reference="${held}"]`)).toContainText('Litigation 2026-17')

    // A correction picks the answer by its label; the form's rule checks the value.
    const phone = form(fieldLabelKey('contact', 'phone'))
    const answer = page.getByLabel(t('staff.privacy.field'))
    await expect(answer.locator(`option[value="${erased}|phone"]`)).toHaveText(phone)
    await expect(answer.locator(`optgroup[label^="${erased}"]`)).toHaveAttribute(
      'label',
      `${erased} – ${privacyTranslator(lang)('staff.form.contact')}`,
    )
    await answer.selectOption(`${erased}|phone`)
    await page.getByLabel(t('staff.privacy.value')).fill('not a number')
    await page.getByRole('button', { name: t('staff.privacy.correctButton') }).click()
    await expect(page.getByRole('alert')).toContainText(form('form.error.phone'))
    await page.getByLabel(t('staff.privacy.field')).selectOption(`${erased}|phone`)
    await page.getByLabel(t('staff.privacy.value')).fill('514 555-0199')
    await page.getByRole('button', { name: t('staff.privacy.correctButton') }).click()
    await expect(page.locator('section[aria-labelledby="history-heading"]')).toContainText(
      t('staff.privacy.action.correct', { field: phone, submission: erased }),
    )

    // Exported from the request, as JSON.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('staff.privacy.exportJson') }).click(),
    ])
    const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
    expect(exported.email).toBe(lower)
    expect(exported.submissions.map((item: { reference: string }) => item.reference)).toEqual([erased, held])

    // The erase button opens the confirmation page: what goes, what stays and why; nothing gone yet.
    await page.getByRole('button', { name: t('staff.privacy.erase') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.privacy.erase.heading', { name: 'Jane Roe' }))
    await expect(page.locator(`[data-erase="${erased}"]`)).toBeVisible()
    await expect(page.locator(`[data-keep="${held}"]`)).toHaveText(
      t('staff.privacy.refused.hold', { reference: held, reason: 'Litigation 2026-17' }),
    )
    const confirm = page.getByRole('button', { name: t('staff.privacy.erase.confirm'), exact: true })
    await expect(confirm).toHaveClass(/privacy-button--warning/)
    expect(filesHolding(lower).length).toBeGreaterThanOrEqual(2)
    // Its address opened directly erases nothing: it points back to the request.
    const opened = await page.request.get(`${server.url}/staff/${lang}/privacy/requests/${reference}/erase`)
    expect(opened.status()).toBe(200)
    expect(await opened.text()).toContain(t('staff.privacy.erase.fromRequest'))

    await confirm.click()
    await expect(page).toHaveURL(new RegExp(`/requests/${reference}\\?saved`))
    const history = page.locator('section[aria-labelledby="history-heading"]')
    await expect(history).toContainText(t('staff.privacy.action.erase', { erased }))
    await expect(history).toContainText(t('staff.privacy.action.kept', { kept: held }))
    // The erased submission's files are gone; the held one keeps its own.
    expect(filesHolding(erased)).toEqual([])
    expect(filesHolding(held).length).toBeGreaterThan(0)
    const team = await browser.newPage()
    await signIn(team, server, 'sam', `/staff/en/cases/${held}`)
    expect((await team.goto(`${server.url}/staff/en/cases/${erased}`))?.status()).toBe(404)
    // The audit log: the request's reference, never the address.
    await team.goto(`${server.url}/staff/en/audit`)
    await expect(team.locator('tr[data-action="privacy-erase"]', { hasText: reference })).toBeVisible()
    expect(await team.locator('table').textContent()).not.toContain(lower)
    await team.close()

    // The visitors' site goes on: the privacy page with its retention table, backups and open requests included.
    const reader = await browser.newPage()
    for (const pageLang of ['en', 'fr'] as const) {
      await reader.goto(`${server.url}/${pageLang}/${pageLang === 'en' ? 'privacy' : 'confidentialite'}`)
      for (const rule of retentionSchedule) await expect(reader.locator('table')).toContainText(rule.what[pageLang])
    }
    await reader.close()
  })
}

test('fr: the incident register takes both regimes’ items, says what is missing in the summary, and updates the notices', async ({
  page,
  browser,
}) => {
  // Two registers, several forms and a second person's sign-in: over 30 s on a busy two-core machine.
  test.setTimeout(90_000)
  const fr = privacyTranslator('fr')
  await signIn(page, server, 'olivier', '/staff/fr/privacy/incidents')
  const form = page.locator('section[aria-labelledby="new-incident"]')
  await form.getByLabel(fr('staff.incidents.field.information')).fill('Noms et adresses courriel de 3 personnes')
  await form.getByLabel(fr('staff.incidents.field.learnedOn')).fill(today())
  await form.getByRole('button', { name: fr('staff.incidents.record') }).click()
  await expect(page).toHaveTitle(/^Erreur\u00a0: /)
  const summary = page.getByRole('alert')
  for (const key of [
    'staff.incidents.error.circumstances',
    'staff.incidents.error.riskAssessment',
    'staff.incidents.error.significantHarm',
    'staff.incidents.error.significantHarmReasons',
    'staff.incidents.error.measures',
  ] as const)
    await expect(summary).toContainText(fr(key))
  // Kept as typed, and marked required without a browser tooltip.
  await expect(form.getByLabel(fr('staff.incidents.field.information'))).toHaveValue('Noms et adresses courriel de 3 personnes')
  await expect(form.locator('label', { hasText: fr('staff.incidents.field.measures') })).toContainText('(obligatoire)')
  expect(await form.locator('[required]').count()).toBe(0)

  await form.getByLabel(fr('staff.incidents.field.circumstances')).fill('Un courriel envoyé au mauvais destinataire')
  await form.getByLabel(fr('staff.incidents.field.personsAffected')).fill('3')
  await form.getByLabel(fr('staff.incidents.field.riskAssessment')).fill('Faible : aucun renseignement de santé')
  await form.getByLabel(fr('staff.incidents.field.significantHarm')).selectOption('no')
  await form.getByLabel(fr('staff.incidents.field.significantHarmAssessedOn')).fill(today())
  await form
    .getByLabel(fr('staff.incidents.field.significantHarmReasons'))
    .fill('Adresses professionnelles ; le destinataire a supprimé le courriel')
  await form.getByLabel(fr('staff.incidents.field.measures')).fill('Le destinataire a supprimé le courriel')
  await form.getByRole('button', { name: fr('staff.incidents.record') }).click()
  const status = page.getByRole('status')
  await expect(status).toContainText(/INC-\d{4}-\d{3}/)
  const reference = /INC-\d{4}-\d{3}/.exec((await status.textContent()) ?? '')![0]
  const entry = page.locator(`section[aria-labelledby="${reference}"]`)
  await expect(entry.locator('[data-field="significantHarm"]')).toHaveText(fr('staff.incidents.no'))
  await expect(entry).toContainText(fr('staff.incidents.group.quebec'))
  await expect(entry).toContainText('Commission d’accès à l’information')

  // The notices sent since: to the Commission and to the Office, with the manner of the persons' notice.
  await entry.getByText(fr('staff.incidents.edit')).click()
  await entry.getByLabel(fr('staff.incidents.field.commissionNotifiedOn')).fill(today())
  await entry.getByLabel(fr('staff.incidents.field.opcReportedOn')).fill(today())
  await entry.getByLabel(fr('staff.incidents.field.personsNotifiedOn')).fill(today())
  await entry.getByRole('button', { name: fr('staff.incidents.update') }).click()
  await expect(page.getByRole('alert')).toContainText(fr('staff.incidents.error.personsNotifiedHow'))
  await entry.getByLabel(fr('staff.incidents.field.personsNotifiedHow')).fill('Par courriel, le jour même')
  await entry.getByRole('button', { name: fr('staff.incidents.update') }).click()
  await expect(page.getByRole('status')).toHaveText(fr('staff.incidents.updated', { reference }))
  await expect(entry.locator('[data-field="opcReportedOn"]')).toHaveText(formatStaffDay(today(), 'fr'))
  const admin = await browser.newPage()
  await signIn(admin, server, 'sam', '/staff/en/audit')
  await expect(admin.locator('tr[data-action="incident-update"]', { hasText: reference })).toBeVisible()
  await admin.close()

  const exportForm = page.locator('form', { has: page.getByRole('button', { name: fr('staff.incidents.export') }) })
  const csv = await page.request.post(server.url + (await exportForm.getAttribute('action')), {
    form: { csrf: await exportForm.locator('input[name="csrf"]').inputValue() },
  })
  expect(await csv.text()).toContain(`${reference},`)
})
