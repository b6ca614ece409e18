import { useLocation } from 'react-router'
import type { Lang } from '../../routing/route-table.ts'
import { requiredRoles, type StaffRole } from '../domain/roles.ts'
import { staffCounterpart, staffHref, staffServerPaths } from '../domain/staff-paths.ts'
import { staffTranslator } from '../messages/index.ts'

export type StaffChrome = { userName: string; roles: StaffRole[]; csrf: string }

/** The staff area's header (who is signed in, the parts they may open, the other language, sign-out) around a page. */
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
            {(!chrome || chrome.roles.includes(requiredRoles.cases)) && (
              <li>
                <a href={staffHref('staff-cases', lang)}>{t('staff.nav.cases')}</a>
              </li>
            )}
            {(!chrome || chrome.roles.includes(requiredRoles.audit)) && (
              <li>
                <a href={staffHref('staff-audit', lang)}>{t('staff.nav.audit')}</a>
              </li>
            )}
            {(!chrome || chrome.roles.includes(requiredRoles.privacy)) && (
              <>
                <li>
                  <a href={staffHref('staff-privacy', lang)}>{t('staff.nav.privacy')}</a>
                </li>
                <li>
                  <a href={staffHref('staff-privacy-incidents', lang)}>{t('staff.nav.incidents')}</a>
                </li>
              </>
            )}
            <li>
              <a href={staffCounterpart(pathname, search)} lang={lang === 'en' ? 'fr-CA' : 'en-CA'}>
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
