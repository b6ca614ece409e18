/**
 * The few GitLab REST calls the review jobs make (all available on GitLab Free), with a `fetch` the tests replace by
 * recorded answers. Lists follow GitLab's `x-next-page` header.
 */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>
export type GitlabApi = { get: <T>(path: string) => Promise<T> }

export function gitlabApi({ apiRoot, token, fetch = globalThis.fetch }: { apiRoot: string; token: string; fetch?: Fetch }): GitlabApi {
  async function page(path: string, pageNumber: string | null): Promise<{ body: unknown; next: string | null }> {
    const url = new URL(`${apiRoot.replace(/\/$/, '')}${path}`)
    if (pageNumber) url.searchParams.set('page', pageNumber)
    const response = await fetch(url.toString(), { headers: { 'PRIVATE-TOKEN': token, Accept: 'application/json' } })
    if (!response.ok) throw new Error(`GitLab API ${url.pathname}: ${response.status} ${response.statusText}`)
    return { body: await response.json(), next: response.headers.get('x-next-page') || null }
  }
  return {
    async get<T>(path: string): Promise<T> {
      let { body, next } = await page(path, null)
      if (!Array.isArray(body)) return body as T
      const all: unknown[] = [...body]
      while (next) {
        ;({ body, next } = await page(path, next))
        all.push(...(body as unknown[]))
      }
      return all as T
    },
  }
}
