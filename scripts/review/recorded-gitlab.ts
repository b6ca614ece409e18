import fs from 'node:fs'
import path from 'node:path'
import type { Fetch } from './gitlab-api.ts'

/**
 * A `fetch` that answers from recorded GitLab API answers (scripts/review/fixtures): the shared ones of
 * gitlab-base.json, then the scenario's own. Keyed by path below /api/v4, query left out; anything else is a 404.
 */
export const API_ROOT = 'https://gitlab.nordorapharma.ca/api/v4'

export function recordedGitlab(scenario: string): Fetch & { asked: string[] } {
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `gitlab-${name}.json`), 'utf8'))
  const answers: Record<string, unknown> = { ...read('base'), ...read(scenario) }
  const asked: string[] = []
  const fetch = async (url: string) => {
    const key = decodeURIComponent(new URL(url).pathname.replace(/^\/api\/v4/, ''))
    asked.push(key)
    return key in answers ? Response.json(answers[key]) : new Response('{"message":"404 Not found"}', { status: 404 })
  }
  return Object.assign(fetch, { asked })
}
