import type { HeadersFunction, ShouldRevalidateFunction } from 'react-router'

/** The action's Cache-Control (no-store) reaches the page it renders. */
export const formRouteHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders

/** The Markdown does not change after a post: no need to fetch it again. */
export const formRouteShouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate
