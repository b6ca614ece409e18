import { createContext, type RouterContextProvider } from 'react-router'
import type { PostOutcome } from './domain/page-title.ts'

// A default of null, not undefined: React Router reads an undefined default as none and throws on `get`.
const outcomeContext = createContext<PostOutcome | null>(null)

/**
 * A form post's outcome, said by the action to the page's loader, which runs after it in the same request: the
 * page's title then starts "Error: " / « Erreur : », as the error summary says, or names the confirmation. Never
 * set while prerendering, so the prerendered pages stay as they are.
 */
export const markOutcome = (context: Readonly<RouterContextProvider>, outcome: PostOutcome) => context.set(outcomeContext, outcome)

export const outcomeOf = (context: Readonly<RouterContextProvider>): PostOutcome | undefined => context.get(outcomeContext) ?? undefined
