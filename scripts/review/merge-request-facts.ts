import type { Approval, Person, ReviewFacts } from './approval-verdict.ts'
import type { GitlabApi } from './gitlab-api.ts'
import type { ReviewSettings, Role } from './review-settings.ts'

/** What the approval rule needs about one merge request, read from the GitLab API (docs/decisions/0190). */

type User = { username: string; name: string }
type MergeRequest = { iid: number; title: string; web_url: string; author: User; sha: string }
type Approvals = { approved_by?: { user: User; approved_at?: string | null }[] }
type Note = { body: string; system: boolean; author: User; created_at: string }
type Version = { created_at: string; head_commit_sha: string }
type Diff = { old_path: string; new_path: string }
type Member = { username: string; state?: string }

const person = (user: User): Person => ({ username: user.username, name: user.name })
/** The latest of ISO times, compared as instants: a self-managed GitLab may answer with its own offset. */
const latest = (times: string[]) => times.sort((a, b) => Date.parse(a) - Date.parse(b)).at(-1)

/**
 * When each current approver last approved: GitLab Free's approvals answer may not say, but every approval leaves a
 * system note ("approved this merge request") with the server's time.
 */
function approvalTimes(approvals: Approvals, notes: Note[]): Approval[] {
  return (approvals.approved_by ?? []).map(({ user, approved_at }) => {
    const noted = notes
      .filter((note) => note.system && note.author.username === user.username && /^approved this merge request/.test(note.body))
      .map((note) => note.created_at)
    return { user: person(user), at: approved_at ?? latest(noted) ?? null }
  })
}

export async function mergeRequestFacts(api: GitlabApi, project: string, iid: number, settings: ReviewSettings): Promise<ReviewFacts> {
  const base = `/projects/${encodeURIComponent(project)}/merge_requests/${iid}`
  const [mr, approvals, notes, versions, diffs] = await Promise.all([
    api.get<MergeRequest>(base),
    api.get<Approvals>(`${base}/approvals`),
    api.get<Note[]>(`${base}/notes?sort=asc&order_by=created_at&per_page=100`),
    api.get<Version[]>(`${base}/versions?per_page=100`),
    api.get<Diff[]>(`${base}/diffs?per_page=100`),
  ])
  const memberNames = async (group: string) =>
    (await api.get<Member[]>(`/groups/${encodeURIComponent(group)}/members/all?per_page=100`))
      .filter((member) => (member.state ?? 'active') === 'active')
      .map((member) => member.username)
  const members = Object.fromEntries(
    await Promise.all(Object.entries(settings.groups).map(async ([role, group]) => [role, await memberNames(group)] as const)),
  ) as Record<Role, string[]>
  const lastChangeAt = latest(versions.map((version) => version.created_at))
  if (!lastChangeAt) throw new Error(`!${iid}: GitLab lists no version of its changes`)
  return {
    mergeRequest: { iid: mr.iid, title: mr.title, url: mr.web_url, author: person(mr.author), headSha: mr.sha },
    lastChangeAt,
    approvals: approvalTimes(approvals, notes),
    members,
    files: [...new Set(diffs.flatMap((diff) => [diff.old_path, diff.new_path]))].sort(),
  }
}
