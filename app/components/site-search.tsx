import { MAX_QUERY_LENGTH } from '../search/search-limits.ts'
import { useLang, useT } from '../i18n/messages.ts'
import { href } from '../routing/paths.ts'

/**
 * The header's search form: plain HTML, a GET (a form's default) to the search page of the page's language,
 * so it works without JavaScript and costs content pages no search code (docs/decisions/0100). Every byte
 * here is on every page: the field is named by `aria-label` (no label element, no id), the button is a form's
 * default submit.
 */
export function SiteSearch() {
  const t = useT()
  return (
    <search className="site-search">
      <form action={href('search', useLang())}>
        <input type="search" name="q" aria-label={t('siteSearch.label')} maxLength={MAX_QUERY_LENGTH} />
        <button>{t('siteSearch.submit')}</button>
      </form>
    </search>
  )
}
