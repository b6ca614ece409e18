import { MAX_QUERY_LENGTH } from '../search/search-limits.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'

/**
 * The header's search form: plain HTML, a GET to the search page of the page's language, so it works
 * without JavaScript and costs content pages no script (docs/decisions/0100). The search page answers it.
 */
export function SiteSearch() {
  const lang = useLang()
  const t = useT()
  return (
    <search className="site-search">
      <form method="get" action={href('search', lang)} className="site-search__form">
        <label htmlFor="site-search-q" className="visually-hidden">
          {t('siteSearch.label')}
        </label>
        <input id="site-search-q" className="site-search__input" type="search" name="q" maxLength={MAX_QUERY_LENGTH} enterKeyHint="search" />
        <button type="submit" className="site-search__button">
          {t('siteSearch.submit')}
        </button>
      </form>
    </search>
  )
}
