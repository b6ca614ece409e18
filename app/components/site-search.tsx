import { MAX_QUERY_LENGTH } from '../search/search-limits.ts'
import { Search } from './icons/search.tsx'
import { useLang, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'

/**
 * The header's search form: plain HTML, a GET (a form's default) to the search page of the page's language,
 * so it works without JavaScript and costs content pages no search code (docs/decisions/0100). Every byte
 * here is on every page. The field has a visible label, "Search" (a `<label>` around it, so no id), and keeps its
 * longer name, "Search the site", which contains the visible word; the button, a form's default submit, is the
 * magnifier, named "Search" too (docs/decisions/0203).
 */
export function SiteSearch() {
  const t = useT()
  return (
    <search className="site-search">
      <form action={href('search', useLang())}>
        <label>
          {t('siteSearch.submit')}
          <input type="search" name="q" aria-label={t('siteSearch.label')} maxLength={MAX_QUERY_LENGTH} />
        </label>
        <button aria-label={t('siteSearch.submit')}>
          <Search className="icon" />
        </button>
      </form>
    </search>
  )
}
