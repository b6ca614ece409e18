import { notFound } from '../errors/app-error.ts'
import { matchScreen, type ScreenMatch } from '../routing/paths.ts'
import { getPage } from './content.server.ts'

export type PageData = {
  screen: string
  title: string
  description: string
  dateModified: string
  html: string
  noindex: boolean
}

/** The screen a request is for; a path the route table does not know is a 404. */
export function requireScreen(url: URL): ScreenMatch {
  const match = matchScreen(url.pathname)
  if (!match) throw notFound('invalid-page', url.pathname + url.search)
  return match
}

/** Loader data for a screen rendered from its Markdown page file. */
export function loadPageData(url: URL): PageData {
  const match = requireScreen(url)
  const page = getPage(match.screen.name, match.lang)
  if (!page) throw notFound('invalid-page', url.pathname + url.search)
  return {
    screen: match.screen.name,
    title: page.title,
    description: page.description,
    dateModified: page.dateModified,
    html: page.html,
    noindex: 'noindex' in match.screen && match.screen.noindex === true,
  }
}
