import { createContext, type RouterContextProvider } from 'react-router'

const sentBackContext = createContext<boolean>(false)

/**
 * A form post the server sent back (errors by field, too many posts, the database down), said by the action to the
 * page's loader, which runs after it in the same request: the page's title then starts "Error: " / « Erreur : »,
 * as the error summary says. Never set while prerendering, so the prerendered pages stay as they are.
 */
export const markSentBack = (context: Readonly<RouterContextProvider>) => context.set(sentBackContext, true)

export const wasSentBack = (context: Readonly<RouterContextProvider>) => context.get(sentBackContext)
