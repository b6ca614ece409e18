import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { languages, type Lang } from '../../app/routing/route-table.ts'
import { criteriaText, relationText } from '../../app/staff/duplicate-words.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { minimalSideEffect } from '../support/test-answers.ts'
import { postForm, signIn, staffServerForFile } from './staff-server.ts'

/**
 * Possible duplicates at the door: two side-effect reports of the same product, start date and patient initials,
 * sent through the public form by two reporters; the second case lists the first, side by side, and a member of
 * the team links them; both histories say so. Nothing is merged or closed.
 */
const server = staffServerForFile()

const formPath: Record<Lang, string> = { en: '/en/report-side-effect', fr: '/fr/declarer-effet-secondaire' }
/** Initials of this run only, so that no other report matches: three letters from a random number. */
const randomInitials = () => [...crypto.randomBytes(3)].map((byte) => String.fromCharCode(65 + (byte % 26))).join('.')

for (const lang of languages) {
  const t = staffTranslator(lang)

  test(`${lang}: a second report of the same event lists the first as a possible duplicate; compared and linked, both histories show it`, async ({
    page,
    request,
  }) => {
    // Two posts, a sign-in and four pages on a machine other tests load too.
    test.setTimeout(120_000)
    const initials = randomInitials()
    const day = lang === 'en' ? '11' : '12'
    const event = {
      ...minimalSideEffect,
      aePatientInitials: initials,
      aeStartDate: day,
      'aeStartDate-month': '3',
      'aeStartDate-year': '2026',
    }
    const first = await postForm(request, server, formPath[lang], {
      ...event,
      email: `first-${crypto.randomUUID()}@example.com`,
      aeDescription: `Dizziness the morning after the first dose. (${crypto.randomUUID()})`,
    })
    // Another reporter, the patient's physician, about the same patient and day.
    const second = await postForm(request, server, formPath[lang], {
      ...event,
      requesterType: 'healthcareProfessional',
      reporterName: 'Dr. Claire Roy',
      email: `second-${crypto.randomUUID()}@example.com`,
      aeDescription: `Vertigo reported by the patient at the follow-up visit. (${crypto.randomUUID()})`,
    })

    await page.setViewportSize({ width: 390, height: 800 })
    await signIn(page, server, 'marie', `/staff/${lang}/cases/${second}`)
    const duplicates = page.locator('section[aria-labelledby="case-duplicates-heading"]')
    await expect(duplicates.getByRole('heading', { level: 2 })).toHaveText(t('staff.duplicates.heading'))
    const candidate = duplicates.locator(`li[data-duplicate="${first}"]`)
    await expect(candidate).toContainText(
      t('staff.duplicates.matched', { criteria: criteriaText(['product', 'reactionDate', 'initials'], t) }),
    )
    await expect(candidate).toContainText(t('staff.form.side-effect'))
    // Polled, as the settled page's width: one run read 458 px here and its retry 390, with the same kind of content.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // Side by side: readable on a phone, and as a table on a wide screen; what differs is said in words.
    await candidate.getByRole('link', { name: t('staff.duplicates.compare') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('staff.compare.heading', { reference: second, other: first }))
    const row = (field: string) => page.locator(`tr[data-field="${field}"]`)
    await expect(row('aeDescription')).toHaveAttribute('data-differs', 'yes')
    await expect(row('aeDescription')).toContainText(t('staff.compare.differs'))
    await expect(row('aePatientInitials')).not.toHaveAttribute('data-differs', 'yes')
    await expect(row('aePatientInitials')).toContainText(initials)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.locator('table.staff-compare thead')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)

    await page.getByRole('button', { name: t('staff.duplicates.linkDuplicate') }).click()
    await expect(page).toHaveURL(new RegExp(`/staff/${lang}/cases/${second}\\?linked$`))
    await expect(page.getByRole('status')).toHaveText(t('staff.duplicates.linked'))
    await expect(candidate).toHaveAttribute('data-linked', 'duplicate-of')
    await expect(candidate.getByRole('button')).toHaveCount(0)
    const history = page.locator('section[aria-labelledby="case-history"]')
    await expect(history).toContainText(t('staff.event.duplicateLink', { relation: relationText('duplicate-of', first, t) }))

    // The first case shows the link too, from its side; nothing was closed.
    await page.goto(`${server.url}/staff/${lang}/cases/${first}`)
    await expect(page.locator(`li[data-duplicate="${second}"]`)).toHaveAttribute('data-linked', 'duplicated-by')
    await expect(history).toContainText(t('staff.event.duplicateLink', { relation: relationText('duplicated-by', second, t) }))
    await expect(page.locator('[data-field="status"]')).toHaveText(t('staff.status.new'))

    // Not twice, not even by a reference typed: refused, said at the field, and nothing written.
    await page.getByText(t('staff.duplicates.typedHeading')).click()
    await page.getByLabel(t('staff.duplicates.other')).fill(second.toLowerCase())
    await page.getByLabel(relationText('same-event', '…', t)).check()
    await page.getByRole('button', { name: t('staff.duplicates.link') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.error.duplicate-linked-already'))
    await expect(page.locator('#duplicate-other')).toHaveValue(second.toLowerCase())
    await expect(page).toHaveTitle(new RegExp(`^${t('staff.form.errorTitle', { title: '' }).trim()}`))

    // A link made in error is undone from either case, never without a reason; both histories keep the link and why.
    // The printed case, the safety side's source document, lists the link as well.
    await page.goto(`${server.url}/staff/${lang}/cases/${first}/print`)
    await expect(page.locator(`li[data-duplicate="${second}"] [data-field="duplicate-link"]`)).toContainText(
      relationText('duplicated-by', second, t),
    )
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(`${server.url}/staff/${lang}/cases/${first}`)
    const linked = page.locator(`li[data-duplicate="${second}"]`)
    await linked.getByText(t('staff.duplicates.unlink')).click()
    await linked.getByRole('button', { name: t('staff.duplicates.unlinkButton') }).click()
    await expect(page.getByRole('alert')).toContainText(t('staff.error.duplicate-reason-required'))
    const reason = lang === 'fr' ? 'Deux patientes différentes' : 'Two different patients'
    await linked.getByLabel(t('staff.duplicates.unlinkReason')).fill(reason)
    await linked.getByRole('button', { name: t('staff.duplicates.unlinkButton') }).click()
    await expect(page.getByRole('status')).toHaveText(t('staff.duplicates.unlinked'))
    await expect(linked).toHaveCount(0)
    await expect(history).toContainText(t('staff.event.duplicateUnlink', { relation: relationText('duplicated-by', second, t), reason }))
    await page.goto(`${server.url}/staff/${lang}/cases/${second}`)
    await expect(candidate).not.toHaveAttribute('data-linked')
    await expect(history).toContainText(t('staff.event.duplicateUnlink', { relation: relationText('duplicate-of', first, t), reason }))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.goto(`${server.url}/staff/${lang}/cases/${second}/print`)
    await expect(page.locator(`li[data-duplicate="${first}"] [data-field="duplicate-undecided"]`)).toHaveText(
      t('staff.duplicates.undecided'),
    )
  })
}
