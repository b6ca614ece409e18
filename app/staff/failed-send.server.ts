import { createContext, type RouterContextProvider } from 'react-router'

const failedSendContext = createContext<boolean>(false)

/**
 * A staff form sent back with errors, said by its action to the loaders that run after it in the same request:
 * the page's title then starts "Error: " (staffTitle), as the error summary says, before anything else is heard.
 */
export const markFailedSend = (context: Readonly<RouterContextProvider>) => context.set(failedSendContext, true)

export const sendFailed = (context: Readonly<RouterContextProvider>) => context.get(failedSendContext)
