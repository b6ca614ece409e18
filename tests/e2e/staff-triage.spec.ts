import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { COMPANY_TIME_ZONE } from '../../app/config/constants.ts'
import { languages } from '../../app/routing/route-table.ts'
import { addDays } from '../../app/calendar/business-days.ts'
import { dayIn } from '../../app/staff/domain/clock.ts'
import { formatStaffDay } from '../../app/staff/format.ts'
import { staffTranslator } from '../../app/staff/messages/index.ts'
import { validContact } from '../support/test-answers.ts'
import { postForm, signIn, staffServerForFile } from './staff-server.ts'

/**
 * Triage corrects what the visitor ticked: a contact message that describes a serious reaction becomes a serious
 * adverse event, its report due 15 days after day 0 and first in the serious view; clearing it asks why. A file of
 * its own, so that no other serious case shares the view.
 */
const server = staffServerForFile()

for (const lang of languages) {
  const t = staffTranslator(lang)

  test(`${lang}: a contact request marked a serious adverse event gets its report due date and leads the serious view; un-marking needs a reason`, async ({
    page,
    request,
  }) => {
    const message = `My father was hospitalized after his second dose. (${crypto.randomUUID()})`
    const reference = await postForm(request, server, '/en/contactus', { ...validContact, message })
    const dayZero = dayIn(new Date(), COMPANY_TIME_ZONE)
    const due = formatStaffDay(addDays(dayZero, 15), lang)
    await signIn(page, server, 'marie', `/staff/${lang}/cases/${reference}`)
    await expect(page.locator('section[aria-labelledby="case-request"]')).toContainText(message)
    await expect(page.locator('[data-field="report-due"]')).toHaveText(t('staff.due.none'))

    const triage = page.locator('section[aria-labelledby="case-triage"]')
    /** A yes-or-no answer of the triage, by its question. */
    const answer = (question: 'adverseEvent' | 'serious', value: 'yes' | 'no') =>
      triage.getByRole('group', { name: t(`staff.triage.${question}`), exact: true }).getByLabel(t(`staff.filters.${value}`))
    await answer('adverseEvent', 'yes').check()
    await answer('serious', 'yes').check()
    // Serious without a criterion: refused, the rest kept as chosen.
    await triage.getByRole('button', { name: t('staff.triage.save') }).click()
    await expect(page.locator('#triage-criteria-error')).toContainText(t('staff.error.criteria-required'))
    await expect(answer('serious', 'yes')).toBeChecked()
    await triage.getByLabel(t('staff.criterion.hospitalization')).check()
    await triage.getByRole('button', { name: t('staff.triage.save') }).click()

    await expect(page.locator('[data-field="report-due"]')).toContainText(due)
    await expect(page.locator('[data-field="flags"]')).toContainText(t('staff.flag.serious'))
    await expect(page.locator('section[aria-labelledby="case-history"]')).toContainText(
      t('staff.event.change', { field: t('staff.triage.serious'), from: t('staff.filters.no'), to: t('staff.filters.yes') }),
    )

    await page.goto(`${server.url}/staff/${lang}/cases?view=serious`)
    const first = page.locator('tr[data-reference]').first()
    await expect(first).toHaveAttribute('data-reference', reference)
    await expect(first).toContainText(due)
    await expect(page.locator('a[data-view="serious"]')).toHaveAttribute('aria-current', 'page')

    // Clearing it stops the clock: not without a reason.
    // Still new, so its triage is open.
    await first.getByRole('link', { name: reference }).click()
    await answer('serious', 'no').check()
    await triage.getByRole('button', { name: t('staff.triage.save') }).click()
    await expect(page.locator('#triage-reason-error')).toContainText(t('staff.error.reason-required'))
    await expect(page.getByRole('alert')).toContainText(t('staff.error.reason-required'))
    await expect(page.locator('[data-field="report-due"]')).toContainText(due)
    await triage.getByLabel(t('staff.triage.reason')).fill('The hospital stay was planned before the first dose.')
    await triage.getByRole('button', { name: t('staff.triage.save') }).click()
    await expect(page.locator('[data-field="report-due"]')).toHaveText(t('staff.due.none'))
    await expect(page.locator('section[aria-labelledby="case-history"]')).toContainText(
      'The hospital stay was planned before the first dose.',
    )
    await page.goto(`${server.url}/staff/${lang}/cases?view=serious`)
    await expect(page.locator(`tr[data-reference="${reference}"]`)).toHaveCount(0)
  })
}
