import { localeTag } from '../../i18n/locales.ts'
import { useLocation } from 'react-router'
import type { Lang } from '../../routing/route-table.ts'
import type { StaffRole } from '../domain/roles.ts'
import { matchStaffScreen, staffCounterpart, staffHref, staffScreensFor, staffServerPaths } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'
import { menuLabel } from './staff-menu.ts'

export type StaffChrome = { userName: string; roles: StaffRole[]; csrf: string }

/**
 * The staff area's header around a page: who is signed in, the screens their roles open (and only those), the
 * other language, sign-out. Without a session (a refused post) it shows no screen at all.
 */
export function StaffFrame({ lang, chrome, children }: { lang: Lang; chrome: StaffChrome | null; children: React.ReactNode }) {
  const t = staffTranslator(lang)
  const { pathname, search } = useLocation()
  return (
    <>
      <a href="#staff-main" className="skip-link">
        {t('staff.skip')}
      </a>
      <header className="staff-header">
        <p className="staff-header__area">{t('staff.area')}</p>
        <nav aria-label={t('staff.area')}>
          <ul className="staff-header__nav">
            {(chrome ? staffScreensFor(chrome.roles) : []).map((name) => (
              <li key={name}>
                <a href={staffHref(name, lang)} aria-current={matchStaffScreen(pathname)?.name === name ? 'page' : undefined}>
                  {menuLabel(name, t)}
                </a>
              </li>
            ))}
            <li>
              <a href={staffCounterpart(pathname, search)} lang={localeTag(lang === 'en' ? 'fr' : 'en')}>
                {t('staff.nav.language')}
              </a>
            </li>
          </ul>
        </nav>
        {chrome && (
          <form method="post" action={staffServerPaths.signOut} className="staff-header__user">
            <span>{t('staff.signedInAs', { name: chrome.userName })}</span>
            <input type="hidden" name="csrf" value={chrome.csrf} />
            <input type="hidden" name="from" value={pathname} />
            <button type="submit">{t('staff.signOut')}</button>
            <button type="submit" name="everywhere" value="yes">
              {t('staff.signOutEverywhere')}
            </button>
          </form>
        )}
      </header>
      <main id="staff-main" tabIndex={-1} className="staff-main">
        {children}
      </main>
    </>
  )
}
