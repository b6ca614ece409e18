import '../search/search-page.css'
import { useEffect, useRef, type ChangeEvent } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '../lib/route-loading/links.tsx'
import { Breadcrumbs } from '../components/breadcrumbs.tsx'
import { Prose } from '../components/prose.tsx'
import { loadPageData, requireScreen } from '../content/page-data.server.ts'
import { formatLongDate } from '../i18n/format-date.ts'
import { makeTranslator } from '../i18n/messages.ts'
import { screenCopy } from '../i18n/screen-copy.server.ts'
import { searchSite } from '../search/search-index.server.ts'
import { MAX_QUERY_LENGTH } from '../search/search-limits.ts'
import { cutQuery } from '../search/search-terms.ts'
import { pageMeta } from '../seo/page-meta.ts'
import type { Route } from './+types/search'

/**
 * The site search: `?q=` answered by the server, results in the HTML, so it works without JavaScript
 * (docs/decisions/0100). The query is cut to 200 characters and only ever shown as text.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { lang } = requireScreen(url)
  const page = loadPageData(url)
  const copy = screenCopy(lang, 'search')
  const t = makeTranslator(copy)
  const raw = url.searchParams.get('q') ?? ''
  const query = cutQuery(raw)
  const answer = query ? searchSite(lang, query) : undefined
  // A misspelt word searched as the pages write it: the count and the title say what was searched.
  const corrected = answer?.corrected
  const count = !answer
    ? undefined
    : t(answer.total === 0 ? 'search.countNone' : answer.total === 1 ? 'search.countOne' : 'search.countMany', {
        count: answer.total,
        query: corrected ?? query,
      })
  return {
    title: page.title,
    description: page.description,
    noindex: true,
    // The suggestions shown when nothing is found: the page's Markdown (contact page, telephone numbers).
    suggestions: page.html,
    action: url.pathname,
    copy,
    query,
    // Nothing found: a query that finds something, as a link to its own results (no script needed).
    suggestion: answer?.suggestion
      ? { text: answer.suggestion, href: `${url.pathname}?q=${encodeURIComponent(answer.suggestion)}` }
      : undefined,
    // “Showing results for Lysodren”, then what was typed: said on the page, no script needed.
    corrected,
    cut: Array.from(raw.trim()).length > MAX_QUERY_LENGTH,
    count,
    total: answer?.total ?? 0,
    results: (answer?.results ?? []).map((result) => ({
      ...result,
      dateText: result.date ? formatLongDate(result.date, lang) : undefined,
    })),
  }
}

/** The title says what was searched and how much was found: the first thing a screen reader reads of the page. */
export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? pageMeta({ ...loaderData, title: loaderData.count ?? loaderData.title, pathname: location.pathname }) : []

/** A search can say something about the visitor's health: no cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** How long typing pauses before the results follow it (with JavaScript). */
const TYPING_PAUSE_MS = 250

/**
 * With JavaScript, the results follow the words as they are typed: the page's own address is replaced
 * (`?q=…`, no new history entry), its loader asks the server again, and the count is said by the status
 * below. Focus stays in the field: the page's path does not change (docs/decisions/0034). Only this page's
 * module carries the code.
 */
function useResultsAsYouType() {
  const navigate = useNavigate()
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])
  return (event: ChangeEvent<HTMLInputElement>) => {
    const words = event.currentTarget.value.trim()
    clearTimeout(pause.current)
    pause.current = setTimeout(() => {
      void navigate(words ? `?q=${encodeURIComponent(words)}` : '?', { replace: true, preventScrollReset: true })
    }, TYPING_PAUSE_MS)
  }
}

/**
 * “Did you mean Lysodren?”: the catalogue's sentence around a link to the suggested query's results. A plain link,
 * a new page: the field then holds the suggestion, with or without JavaScript.
 */
function DidYouMean({ copy, suggestion }: { copy: string; suggestion: { text: string; href: string } }) {
  const [before, after] = copy.split('{suggestion}')
  return (
    <p className="search-page__suggestion" data-testid="search-suggestion">
      {before}
      <a href={suggestion.href}>{suggestion.text}</a>
      {after}
    </p>
  )
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = makeTranslator(loaderData.copy)
  const { query, results, total } = loaderData
  const onChange = useResultsAsYouType()
  return (
    <article className="page search-page">
      <div className="page__head">
        <Breadcrumbs current={loaderData.title} />
        <h1 tabIndex={-1}>{loaderData.title}</h1>
      </div>
      <div className="page__body">
        <form method="get" action={loaderData.action} className="search-page__form">
          <label htmlFor="search-q" className="search-page__label">
            {t('search.field')}
          </label>
          <div className="search-page__row">
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={query}
              onChange={onChange}
              maxLength={MAX_QUERY_LENGTH}
              enterKeyHint="search"
            />
            <button type="submit" className="search-page__submit">
              {t('search.submit')}
            </button>
          </div>
        </form>
        {/* Said by screen readers when it changes; on a new page, the title says the same. */}
        <p role="status" className="search-page__count" data-testid="search-count">
          {loaderData.count}
          {total > results.length && ` ${t('search.shown', { shown: results.length })}`}
        </p>
        {/* The count already names the word as the pages write it ("12 results for “Lysodren”"): under it, the
            visitor's own, as search engines show it, and the correction is said once. */}
        {loaderData.corrected && (
          <p className="search-page__note" data-testid="search-typed">
            {t('search.typed', { query })}
          </p>
        )}
        {loaderData.suggestion && <DidYouMean copy={loaderData.copy['search.didYouMean']} suggestion={loaderData.suggestion} />}
        {loaderData.cut && <p className="search-page__note">{t('search.cut', { max: MAX_QUERY_LENGTH })}</p>}
        {!query && <p className="search-page__note">{t('search.hint')}</p>}
        {results.length > 0 && (
          <ol className="search-results" aria-label={t('search.results')} data-testid="search-results">
            {results.map((result) => (
              <li key={result.path} className="search-result">
                <h2 className="search-result__title">
                  <Link to={result.path}>{result.title}</Link>
                </h2>
                <p className="search-result__path">{result.path}</p>
                {result.dateText && <p className="search-result__date">{t('search.pressRelease', { date: result.dateText })}</p>}
                <p className="search-result__summary">{result.summary}</p>
                {result.headings.length > 0 && (
                  <p className="search-result__sections">
                    {t('search.sections')}{' '}
                    {result.headings.map((heading, i) => (
                      <span key={heading.text}>
                        {i > 0 && ' · '}
                        {heading.id ? <a href={`${result.path}#${heading.id}`}>{heading.text}</a> : heading.text}
                      </span>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
        {query && total === 0 && <Prose html={loaderData.suggestions} className="prose search-page__suggestions" />}
      </div>
    </article>
  )
}
