import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { readFrontMatter } from '../../app/content/front-matter.ts'
import { newestCurrentRelease } from '../../scripts/bench/pages.ts'
import { screenModules } from '../../app/routing/route-modules.ts'
import { languages, screens } from '../../app/routing/route-table.ts'
import { HCP_COOKIE, HCP_COOKIE_VALUE } from '../../app/routing/hcp-area.ts'
import { company } from '../../app/content/company.ts'
import { formatPhone } from '../../app/content/phone.ts'
import { href } from '../../app/routing/paths.ts'
import type { ScreenName } from '../../app/routing/route-table.ts'
import { translator, type MessageKey } from '../../app/i18n/messages.ts'
import { unknownToken } from './site-paths.ts'

/**
 * An inner page at the home page's level: its title in a band with the drawing of its part of the site on wide
 * screens, and its side column, under the list of sections, telling the reader who answers about the products
 * and where to report a side effect, which on a phone comes right after the lede, before the long text (on a form's
 * page, after the form).
 */
for (const lang of ['en', 'fr'] as const) {
  const phone = formatPhone(company.phones.medicalInformation, lang)

  test.describe(`${lang}, 1280 px`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('the title sits beside its part’s drawing, and the side column ends with the help card', async ({ page }) => {
      await page.goto(href('about', lang))
      const art = page.locator('.page__art')
      await expect(art).toHaveAttribute('data-art', 'company')
      await expect(art).toBeVisible()
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const drawing = (await art.boundingBox())!
      expect(drawing.x).toBeGreaterThan(title.x + title.width)
      // The mask is the drawing: its file loads, so the circle is not empty.
      const mask = await art.evaluate((el) => getComputedStyle(el, '::after').maskImage)
      expect(mask).toContain('/images/art/company.svg')
      expect((await page.request.get('/images/art/company.svg')).headers()['content-type']).toContain('image/svg+xml')

      const toc = (await page.locator('.on-this-page').boundingBox())!
      const help = page.locator('.help-card')
      await expect(help.getByRole('link', { name: phone })).toBeVisible()
      const card = (await help.boundingBox())!
      expect(card.y).toBeGreaterThan(toc.y + toc.height)
      expect(Math.abs(card.x - toc.x)).toBeLessThan(1)
      await help.getByRole('link', { name: lang === 'en' ? 'Report a side effect' : 'Déclarer un effet secondaire' }).click()
      await expect(page).toHaveURL(new RegExp(`${href('side-effect', lang)}$`))
    })

    test('the text and the side column span the header’s width, and the title may reach the text’s', async ({ page }) => {
      await page.goto(href('coverage-ruzurgi', lang))
      const bar = (await page.locator('.site-header__bar').boundingBox())!
      const aside = (await page.locator('.page__aside').boundingBox())!
      const text = (await page.locator('.page__body').boundingBox())!
      expect(Math.abs(text.x - bar.x)).toBeLessThanOrEqual(1)
      expect(Math.abs(aside.x + aside.width - (bar.x + bar.width))).toBeLessThanOrEqual(1)
      // The heading's column is the text's measure, not a narrower cap of its own.
      const heading = (await page.locator('.page__heading').boundingBox())!
      expect(Math.abs(heading.width - text.width)).toBeLessThanOrEqual(1)
      expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).maxWidth)).toBe('none')
    })

    test('the company’s address and numbers are said once, in the footer, on the careers, medical information and side-effect pages', async ({
      page,
    }) => {
      for (const screen of ['careers', 'medical-information', 'side-effect'] as const) {
        await page.goto(href(screen, lang))
        await expect(page.locator('main .help-card, main section.contact-card, #office-card-title'), screen).toHaveCount(0)
        // (The careers page's own text names the office where an applicant may write: that is its content.)
        if (screen !== 'careers') await expect(page.locator('main').getByText(company.address.street[lang]), screen).toHaveCount(0)
        await expect(page.getByRole('contentinfo').getByText(company.address.street[lang]), screen).toBeVisible()
      }
    })

    test('the pages that are themselves the help have no help card', async ({ page }) => {
      for (const screen of ['medical-information', 'contact', 'side-effect'] as const) {
        await page.goto(href(screen, lang))
        await expect(page.locator('.page__art')).toBeVisible()
        await expect(page.locator('.help-card')).toHaveCount(0)
      }
    })

    test('the press pages’ side column gives the media contact instead of the help card', async ({ page }) => {
      for (const screen of ['press-room', 'press-archives', 'media-kit'] as const) {
        await page.goto(href(screen, lang))
        await expect(page.locator('.help-card')).toHaveCount(0)
        const media = page
          .locator('.page__aside')
          .getByRole('complementary', { name: lang === 'en' ? 'Media contact' : 'Relations avec les médias' })
        await expect(media).toBeVisible()
        await expect(media).toContainText(`${company.mediaContact.name}, ${company.mediaContact.title[lang]}`)
        await expect(media.getByRole('link', { name: company.emails.media })).toHaveAttribute('href', `mailto:${company.emails.media}`)
        await expect(media.getByRole('link', { name: formatPhone(company.phones.main, lang) })).toBeVisible()
        expect((await media.boundingBox())!.y, screen).toBeGreaterThan((await page.locator('.page__lead').boundingBox())!.y)
      }
    })

    test('the side-effect report’s side column is the number that takes a report, then Health Canada’s', async ({ page }) => {
      await page.goto(href('side-effect', lang))
      const report = page
        .locator('.page__aside')
        .getByRole('complementary', { name: lang === 'en' ? 'Report by telephone' : 'Déclarer par téléphone' })
      await expect(report.locator('.help-card__phone').getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
      await expect(report.getByRole('link', { name: formatPhone(company.phones.canadaVigilance, lang) })).toBeVisible()
    })
  })

  test.describe(`${lang}, 390 px`, () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the drawing sits small at the end of the trail’s line, the title under both takes the whole width; the band ends early on the first screen', async ({
      page,
    }) => {
      await page.goto(href('advisory-board', lang))
      const art = (await page.locator('.page__art').boundingBox())!
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const trail = (await page.locator('.breadcrumbs').boundingBox())!
      const head = (await page.locator('.page__head').boundingBox())!
      expect(art.width).toBeLessThanOrEqual(48)
      // On the trail's line, after it: neither takes a line of the other's, and the title spans the band.
      expect(art.x).toBeGreaterThanOrEqual(trail.x + trail.width)
      expect(art.y).toBeLessThan(trail.y + trail.height)
      expect(art.y + art.height).toBeGreaterThan(trail.y)
      expect(title.y).toBeGreaterThanOrEqual(Math.max(art.y + art.height, trail.y + trail.height))
      expect(title.width).toBeGreaterThan(390 - 2 * 16 - 2)
      expect(head.width).toBeLessThanOrEqual(390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      // The band ends in the first half of the screen, and the lede starts on it (the lead is no box of its own on a
      // phone: its grid of related pages follows the text).
      expect(head.y + head.height).toBeLessThan(844 / 2)
      const lede = (await page.locator('.page__lead > .prose').boundingBox())!
      expect(lede.y).toBeLessThan(844 / 2 + 40)
    })

    test('a page whose only way up is the home page starts with its title: no trail, no drawing on a phone', async ({ page }) => {
      for (const screen of ['privacy', 'about', 'side-effect'] as const) {
        await page.goto(href(screen, lang))
        await expect(page.locator('.breadcrumbs'), screen).toBeHidden()
        await expect(page.locator('.page__art'), screen).toBeHidden()
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
        const head = (await page.locator('.page__head').boundingBox())!
        expect(title.y - head.y, screen).toBeLessThan(40)
      }
    })

    test('a release’s title and trail take the whole width: the title is not squeezed beside the drawing', async ({ page }) => {
      await page.goto(href('press-room', lang))
      await page.goto((await page.locator('.page__body a[href*="/20"]').first().getAttribute('href'))!)
      await expect(page.locator('.press-release__date')).toBeVisible()
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      const art = (await page.locator('.page__art').boundingBox())!
      expect(title.y).toBeGreaterThanOrEqual(art.y + art.height)
      expect(title.width).toBeGreaterThan(390 - 2 * 16 - 2)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })

    test('where getting help is the page’s purpose, its number follows the lede; elsewhere the side card follows the text', async ({
      page,
    }) => {
      for (const [screen, card] of [
        ['patient-support-program', '.help-card'],
        ['coverage-ruzurgi', '.help-card'],
        ['products', '.help-card'],
        // The press room's text no longer repeats its media contact: the card follows the lede, before the releases.
        ['press-room', '.page__aside > .contact-card'],
      ] as const) {
        await page.goto(href(screen, lang))
        const box = (await page.locator(card).boundingBox())!
        const lede = (await page.locator('.page__lead > .prose').boundingBox())!
        expect(box.y, screen).toBeGreaterThanOrEqual(lede.y + lede.height)
        expect(box.y, screen).toBeLessThan((await page.locator('.page__body').boundingBox())!.y)
        await expect(page.locator(card).locator('a[href^="tel:"]').first(), screen).toBeVisible()
      }
      for (const [screen, card] of [
        ['about', '.help-card'],
        ['advisory-board', '.help-card'],
        ['privacy', '.help-card'],
        ['media-kit', '.page__aside > .contact-card'],
      ] as const) {
        await page.goto(href(screen, lang))
        const box = (await page.locator(card).boundingBox())!
        const body = (await page.locator('.page__body').boundingBox())!
        expect(box.y, screen).toBeGreaterThanOrEqual(body.y + body.height)
        const sections = page.locator('.on-this-page')
        if (await sections.count()) expect(box.y, screen).toBeGreaterThan((await sections.boundingBox())!.y)
      }
    })

    test('on the side-effect report, the side card with the number to call follows the form', async ({ page }) => {
      await page.goto(href('side-effect', lang))
      const report = page
        .locator('.page__aside')
        .getByRole('complementary', { name: lang === 'en' ? 'Report by telephone' : 'Déclarer par téléphone' })
      const send = (await page.locator('form button[type="submit"]').boundingBox())!
      expect((await report.boundingBox())!.y).toBeGreaterThan(send.y + send.height)
    })
  })
}

/**
 * Every page but the home page says where it sits: its parents from the route table, named as the menu names them,
 * each a link, then the page itself, current. The menu's own pages sit under the home page, as Canada.ca's do.
 */
for (const lang of ['en', 'fr'] as const) {
  const t = translator(lang)
  test(`${lang}: every page below the home page has its trail, and the home page none`, async ({ page }) => {
    const home: [ScreenName, MessageKey] = ['home', 'nav.home']
    const trails: [ScreenName, [ScreenName, MessageKey][]][] = [
      ['coverage-ruzurgi', [home, ['patient-support-program', 'nav.patientSupport']]],
      ['coverage-lysodren', [home, ['patient-support-program', 'nav.patientSupport']]],
      ['advisory-board', [home, ['about', 'nav.about']]],
      ['research-and-development', [home, ['about', 'nav.about']]],
      ['careers', [home, ['about', 'nav.about']]],
      ['health-resources', [home, ['rare-diseases', 'nav.rareDiseases']]],
      ['multiple-sclerosis', [home, ['rare-diseases', 'nav.rareDiseases']]],
      ['privacy', [home]],
      ['terms-of-use', [home]],
      ['accessibility', [home]],
      ['return-policy', [home]],
      ['patient-support-ruzurgi', [home, ['patient-support-program', 'nav.patientSupport']]],
      ['about', [home]],
      ['products', [home]],
      ['rare-diseases', [home]],
      ['patient-support-program', [home]],
      ['medical-information', [home]],
      ['side-effect', [home]],
      ['press-room', [home]],
      ['contact', [home]],
      ['search', [home]],
    ]
    for (const [screen, parents] of trails) {
      await page.goto(href(screen, lang))
      const nav = page.getByRole('navigation', { name: t('breadcrumbs.label') })
      const links = nav.getByRole('link')
      await expect(links, screen).toHaveText(parents.map(([, label]) => t(label)))
      for (const [index, [parent]] of parents.entries()) await expect(links.nth(index)).toHaveAttribute('href', href(parent, lang))
      const title = await page.getByRole('heading', { level: 1 }).textContent()
      await expect(nav.locator('li[aria-current="page"]'), screen).toHaveText(title!)
      // The separators' text alternative is empty: a screen reader hears the names only.
      expect(await nav.ariaSnapshot(), screen).not.toContain('›')
    }
    await page.goto(href('home', lang))
    await expect(page.getByRole('navigation', { name: t('breadcrumbs.label') })).toHaveCount(0)
  })

  test(`${lang}: on a phone, a trail is the way up on one line, the title right under it naming the page`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const screen of ['coverage-ruzurgi', 'advisory-board'] as const) {
      await page.goto(href(screen, lang))
      const nav = page.getByRole('navigation', { name: t('breadcrumbs.label') })
      const items = nav.locator('li')
      await expect(nav.locator('li[aria-current="page"]')).toBeHidden()
      const visible = await items.evaluateAll((lis) =>
        lis.filter((li) => li.getBoundingClientRect().height > 0).map((li) => li.getBoundingClientRect()),
      )
      expect(visible.length, screen).toBe(2)
      expect(new Set(visible.map((rect) => Math.round(rect.top))).size, screen).toBe(1)
      // The trail is one short line, and the title follows it closely.
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
      expect(visible[0]!.height, screen).toBeLessThan(30)
      expect(title.y - visible[0]!.bottom, screen).toBeLessThan(40)
    }
  })
}

/**
 * A missed page in a language is a page of the site too: its band and signpost, a side card with the way on (the
 * site's search and the home page), and the site's doors, each leading where it says.
 */
for (const lang of ['en', 'fr'] as const) {
  test(`${lang}: the not-found page offers the search and the site’s doors`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const missed = `/${lang}/${lang === 'en' ? 'no-such-page' : 'aucune-page'}`
    const response = await page.goto(missed)
    expect(response?.status()).toBe(404)
    await expect(page.locator('.page__art')).toHaveAttribute('data-art', 'wayfinding')
    // Its side card is the way on (the search and the home page), not the products' medical information line.
    const way = page.getByRole('complementary', { name: lang === 'en' ? 'Find the page' : 'Trouver la page' })
    await expect(way.getByRole('searchbox')).toBeVisible()
    await expect(way.getByRole('link', { name: lang === 'en' ? 'Go to the home page' : 'Aller à la page d’accueil' })).toHaveAttribute(
      'href',
      href('home', lang),
    )
    await expect(way.getByRole('link', { name: formatPhone(company.phones.medicalInformation, lang) })).toHaveCount(0)
    const doors = page.getByRole('navigation', { name: lang === 'en' ? 'Where to go from here' : 'Par où continuer' })
    await expect(doors.getByRole('link')).toHaveCount(6)
    await doors.getByRole('link', { name: lang === 'en' ? 'Report a side effect' : 'Déclarer un effet secondaire' }).click()
    await expect(page).toHaveURL(new RegExp(`${href('side-effect', lang)}$`))

    await page.goto(missed)
    const search = way.getByRole('searchbox')
    await search.fill('Lysodren')
    await search.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href('search', lang)}\\?q=Lysodren$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

/**
 * Every kind of inner page, read as the server sends it (no browser): the section grid (text and side column)
 * and its band's drawing, the one its front matter names, as decoration. A release takes the press room's.
 */
const contentDir = path.resolve(import.meta.dirname, '../../content')
const frontMatter = (name: string, lang: string) =>
  readFrontMatter(fs.readFileSync(path.join(contentDir, 'pages', lang, `${name}.md`), 'utf8')).data as Record<string, string | undefined>
/** The route modules drawn in a band, each a kind of page; the home page has its hero, the search its results. */
const kinds = new Set(Object.values(screenModules).filter((m) => !/home|search|print|language-redirect/.test(m)))
const release = newestCurrentRelease(contentDir)
/** The oldest release, archived: the archives' page of a release is a kind of its own. */
const archived = fs
  .readdirSync(path.join(contentDir, 'press', 'en'))
  .sort()
  .map((file) => file.replace(/\.md$/, ''))
  .find((id) => /^archived:\s*true\s*$/m.test(fs.readFileSync(path.join(contentDir, 'press', 'en', `${id}.md`), 'utf8')))!

for (const lang of languages) {
  test(`${lang}: every kind of inner page has the section grid and its decorative drawing`, async ({ request }) => {
    const checked = new Set<string>()
    for (const screen of screens) {
      const module = screenModules[screen.name]
      if (!kinds.has(module)) continue
      const address = (screen.paths[lang] as string)
        .replace(':id', screen.name === 'archived-press-item' ? archived : release)
        .replace(':token', unknownToken)
      const headers = 'audience' in screen ? { Cookie: `${HCP_COOKIE}=${HCP_COOKIE_VALUE}` } : undefined
      const response = await request.get(address, { headers })
      // A follow-up link's page, asked with a token never given, says so in the same layout.
      expect(response.status(), address).toBe(address.includes(unknownToken) ? 404 : 200)
      const html = await response.text()
      expect(html, address).toContain(`<html lang="${lang === 'en' ? 'en-CA' : 'fr-CA'}"`)
      expect(html, address).toMatch(/<article class="[^"]*\bpage page--with-aside\b/)
      // The careers and medical information pages leave the company's address to the footer: no side card.
      if (!['careers', 'medical-information'].includes(screen.name)) expect(html, address).toMatch(/<div class="page__aside">/)
      const source = frontMatter(module.includes('press-item') ? 'press-room' : screen.name, lang)
      // The drawing is decoration: hidden from assistive technology, no role, no name.
      expect(html, address).toContain(`<div class="page__art" data-art="${source.illustration}" aria-hidden="true">`)
      checked.add(module)
    }
    expect([...checked].sort()).toEqual([...kinds].sort())
  })
}
