import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A GitLab that answers what Decap CMS's GitLab backend and the site's CMS script ask, and no more
 * (tests/e2e/cms-gitlab.spec.ts, cms-one-editor.spec.ts): PKCE sign-in, the project, a tree of files, commits that
 * create a branch, merge requests, a branch and its head commit (who committed, when). Each sign-in is one
 * person's, the next one's chosen with `signInAs`. Tokens can be made to expire: the API then answers 401 as
 * GitLab does ("401 Unauthorized"), and a refresh can be refused too.
 */
export type GitlabUser = { id: number; username: string; name: string; email: string }

export const camille: GitlabUser = { id: 7, username: 'camille.tremblay', name: 'Camille Tremblay', email: 'camille@example.ca' }
export const alex: GitlabUser = { id: 8, username: 'alex.gagnon', name: 'Alex Gagnon', email: 'alex@example.ca' }

export type FakeGitlab = {
  url: string
  /** Every request, "METHOD /path", for a failing test's message. */
  log: string[]
  /** Every commit pushed: its branch, files (path → text), id, author (the token's person) and time. */
  commits: { branch: string; files: Record<string, string>; id: string; author: GitlabUser; at: string }[]
  /** Whom the next sign-in signs in (Camille Tremblay until told otherwise). */
  signInAs(user: GitlabUser): void
  /** How many times a refresh token was exchanged for a new access token. */
  refreshes: () => number
  /** Every access token now given stops working; with `refresh: false`, so does every refresh token. */
  expireTokens(options: { refresh: boolean }): void
  close(): Promise<void>
}

const PROJECT = 'web/site'

export async function startFakeGitlab(files: Record<string, string>): Promise<FakeGitlab> {
  const log: string[] = []
  const commits: FakeGitlab['commits'] = []
  const mergeRequests: { iid: number; source_branch: string; labels: string[]; sha: string }[] = []
  const access = new Map<string, GitlabUser>()
  const refresh = new Map<string, GitlabUser>()
  let signingIn = camille
  let refreshes = 0
  const blobId = (text: string) => crypto.createHash('sha1').update(text).digest('hex')
  const issue = (user: GitlabUser) => {
    const pair = { access_token: crypto.randomUUID(), refresh_token: crypto.randomUUID() }
    access.set(pair.access_token, user)
    refresh.set(pair.refresh_token, user)
    return { ...pair, token_type: 'Bearer', expires_in: 7200, created_at: Math.floor(Date.now() / 1000), scope: 'api' }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://gitlab.test')
    const path = decodeURIComponent(url.pathname)
    log.push(`${req.method} ${path}${url.search}`)
    const cors = {
      // The CMS's page, whatever its port: this GitLab is the test's alone.
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Cache-Control, Pragma',
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
      'Access-Control-Expose-Headers': 'X-Page, X-Total-Pages, X-Per-Page, X-Total, Link, X-Gitlab-Blob-Id',
    }
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...cors, 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers })
      res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') return send(204)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')

    // GitLab's own OAuth: the consent is given at once, then the code is exchanged for tokens.
    if (path === '/oauth/authorize') {
      const back = new URL(url.searchParams.get('redirect_uri')!)
      back.searchParams.set('code', crypto.randomUUID())
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { Location: back.toString() })
      return res.end()
    }
    if (path === '/oauth/token') {
      const form = new URLSearchParams(body.startsWith('{') ? (JSON.parse(body) as Record<string, string>) : body)
      if (form.get('grant_type') !== 'refresh_token') return send(200, issue(signingIn))
      const owner = refresh.get(form.get('refresh_token') ?? '')
      if (!owner)
        return send(400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired, revoked' })
      refresh.delete(form.get('refresh_token')!)
      refreshes++
      return send(200, issue(owner))
    }

    if (!path.startsWith('/api/v4/')) return send(404, { message: '404 Not Found' })
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    const user = access.get(token)
    if (!user) return send(401, { message: '401 Unauthorized' })
    const api = path.slice('/api/v4'.length)
    const repo = `/projects/${PROJECT}`
    const branchFiles = (ref: string) => {
      let tree = { ...files }
      for (const commit of commits.filter((c) => c.branch === ref)) tree = { ...tree, ...commit.files }
      return tree
    }

    if (api === '/user') return send(200, { ...user, avatar_url: '' })
    if (api === repo)
      return send(200, {
        id: 42,
        path_with_namespace: PROJECT,
        default_branch: 'main',
        shared_with_groups: [],
        permissions: { project_access: { access_level: 30 }, group_access: null },
      })
    if (api.startsWith(`${repo}/repository/branches/`)) {
      const name = api.slice(`${repo}/repository/branches/`.length)
      const head = commits.findLast((c) => c.branch === name)
      if (name !== 'main' && !head) return send(404, { message: '404 Branch Not Found' })
      // GitLab's commit as it gives it: author and committer (one person for a commit made through the API), times.
      const commit = head
        ? {
            id: head.id,
            short_id: head.id.slice(0, 8),
            author_name: head.author.name,
            author_email: head.author.email,
            authored_date: head.at,
            committer_name: head.author.name,
            committer_email: head.author.email,
            committed_date: head.at,
          }
        : { id: blobId(name) }
      return send(200, { name, developers_can_push: false, developers_can_merge: false, commit })
    }
    if (api === `${repo}/repository/tree`) {
      const under = `${url.searchParams.get('path') ?? ''}/`
      const recursive = url.searchParams.get('recursive') === 'true'
      const entries = Object.entries(branchFiles(url.searchParams.get('ref') ?? 'main'))
        .filter(([file]) => file.startsWith(under) && (recursive || !file.slice(under.length).includes('/')))
        .map(([file, text]) => ({ id: blobId(text), name: file.split('/').at(-1), type: 'blob', path: file, mode: '100644' }))
      const dirs = recursive
        ? []
        : [
            ...new Set(
              Object.keys(files)
                .filter((f) => f.startsWith(under) && f.slice(under.length).includes('/'))
                .map((f) => f.slice(0, under.length + f.slice(under.length).indexOf('/'))),
            ),
          ].map((dir) => ({ id: blobId(dir), name: dir.split('/').at(-1), type: 'tree', path: dir, mode: '040000' }))
      const all = [...entries, ...dirs]
      return send(200, all, { 'X-Page': '1', 'X-Total-Pages': '1', 'X-Per-Page': '100', 'X-Total': String(all.length) })
    }
    const file = api.match(new RegExp(`^${repo}/repository/files/(.+?)(/raw)?$`))
    if (file) {
      const text = branchFiles(url.searchParams.get('ref') ?? 'main')[file[1]!]
      if (text === undefined) return send(404, { message: '404 File Not Found' })
      return file[2] ? send(200, text) : send(200, { file_path: file[1], blob_id: blobId(text) }, { 'X-Gitlab-Blob-Id': blobId(text) })
    }
    if (api === `${repo}/repository/commits` && req.method === 'POST') {
      const commit = JSON.parse(body) as { branch: string; actions: { file_path: string; content?: string; encoding?: string }[] }
      const written = Object.fromEntries(
        commit.actions.map((a) => [
          a.file_path,
          a.encoding === 'base64' ? Buffer.from(a.content ?? '', 'base64').toString('utf8') : (a.content ?? ''),
        ]),
      )
      const id = crypto.randomBytes(20).toString('hex')
      commits.push({ branch: commit.branch, files: written, id, author: user, at: new Date().toISOString() })
      return send(201, { id, short_id: id.slice(0, 8), title: 'commit' })
    }
    if (api === `${repo}/repository/commits` && req.method === 'GET') return send(200, [])
    if (api === `${repo}/merge_requests` && req.method === 'POST') {
      const source = url.searchParams.get('source_branch')!
      const mr = {
        iid: mergeRequests.length + 1,
        source_branch: source,
        labels: (url.searchParams.get('labels') ?? '').split(','),
        sha: blobId(source),
      }
      mergeRequests.push(mr)
      return send(201, mr)
    }
    if (api === `${repo}/merge_requests`) {
      const source = url.searchParams.get('source_branch')
      return send(
        200,
        mergeRequests
          .filter((mr) => !source || mr.source_branch === source)
          .map((mr) => ({
            ...mr,
            id: mr.iid,
            state: 'opened',
            target_branch: 'main',
            author: { ...user, avatar_url: '' },
            updated_at: new Date().toISOString(),
            title: mr.source_branch,
          })),
      )
    }
    if (api.match(new RegExp(`^${repo}/merge_requests/\\d+/rebase$`))) return send(200, { rebase_in_progress: false })
    if (api.startsWith(`${repo}/repository/compare`)) {
      const wanted = url.searchParams.get('to')
      const to = mergeRequests.find((mr) => mr.sha === wanted || mr.source_branch === wanted)?.source_branch
      const changed = commits.filter((c) => c.branch === to).flatMap((c) => Object.keys(c.files))
      return send(200, {
        diffs: [...new Set(changed)].map((p) => ({
          diff: '',
          new_path: p,
          old_path: p,
          new_file: true,
          renamed_file: false,
          deleted_file: false,
        })),
      })
    }
    if (api.includes('/notes') || api.includes('/statuses')) return send(200, [])
    return send(404, { message: '404 Not Found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    commits,
    refreshes: () => refreshes,
    signInAs(user) {
      signingIn = user
    },
    expireTokens({ refresh: keepRefresh }) {
      access.clear()
      if (!keepRefresh) refresh.clear()
    },
    // Every connection ends with it: a browser still holding one (a page Decap keeps polling from) would otherwise
    // keep `close` waiting for good.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
