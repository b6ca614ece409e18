import { claimReload, type ReloadGuardOptions } from './reload-guard.ts'

/**
 * What happens when a page resource (a code chunk, a preload) fails to load:
 * reload into the path once, and if it fails again within the guard's window,
 * show the error screen instead of looping.
 */
export type ChunkFailureOptions = ReloadGuardOptions & {
  /** Loads the path as a new document. */
  reload: (path: string) => void
  /** Shows the error screen (or, for bots, only logs). */
  fail: (error: unknown) => void
}

export function handleChunkFailure(error: unknown, path: string, options: ChunkFailureOptions): 'reloading' | 'failed' {
  if (claimReload(path, options)) {
    console.warn(`A page resource failed to load; reloading ${path}`, error)
    options.reload(path)
    return 'reloading'
  }
  options.fail(error)
  return 'failed'
}

type PreloadErrorEvent = Event & { payload?: unknown }

/**
 * Vite reports a failed dynamic import or preload with a cancelable
 * `vite:preloadError` event. Cancelling it while the page reloads keeps the
 * error from surfacing; when the guard says no, the error goes on to its caller.
 * A part the page does without in place (`doesWithout`) gets no reload at all:
 * the error goes straight to its caller.
 */
export function listenForPreloadErrors(
  target: EventTarget,
  currentPath: () => string,
  options: ChunkFailureOptions & { doesWithout?: (error: unknown) => boolean },
): () => void {
  const listener = (event: Event) => {
    const error = (event as PreloadErrorEvent).payload
    if (options.doesWithout?.(error)) {
      console.warn('An optional part of the page failed to load; the page does without it', error)
      return
    }
    const outcome = handleChunkFailure(error, currentPath(), options)
    if (outcome === 'reloading') event.preventDefault()
  }
  target.addEventListener('vite:preloadError', listener)
  return () => target.removeEventListener('vite:preloadError', listener)
}
