/**
 * What a prerendered page's hydration data holds in place of HTML its markup already shows
 * (app/content/html-in-page.server.ts), for `Prose` to read back from the page: sending it twice cost every content page 300 to
 * 900 bytes on the wire. A comment, so that it would show nothing if it were ever rendered as it is.
 */
export const HTML_IN_PAGE = '<!--in-page-->'
