/** What a build step says of placeholders still in the site: a refusal for production, a reminder otherwise. */
export type PlaceholderVerdict = { ok: boolean; message: string }

/**
 * Placeholders (a sample DIN, a sample PDF) let every page be built and tested on a developer's machine and in
 * CI, and must never reach the public: with `NODE_ENV=production` the build stops, naming each one.
 */
export function placeholderVerdict(
  nodeEnv: string | undefined,
  pending: readonly string[],
  words: { none: string; refusal: string; reminder: string },
): PlaceholderVerdict {
  if (pending.length === 0) return { ok: true, message: words.none }
  const list = pending.join(', ')
  return nodeEnv === 'production'
    ? { ok: false, message: `refusing a production build: ${words.refusal}: ${list}` }
    : { ok: true, message: `${words.reminder}: ${list}` }
}
