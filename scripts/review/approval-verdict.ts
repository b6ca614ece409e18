import { onlyNonRegulated, roles, type ReviewSettings, type Role } from './review-settings.ts'

/**
 * The approval rule GitLab Free does not enforce, as a pure function of what the GitLab API says about a merge
 * request (docs/decisions/0190): approved by a member of the medical group and a different member of the regulatory
 * group, neither the author, each after the last push; a change of non-regulated files only needs one such approver.
 */

export type Person = { username: string; name: string }
export type Approval = { user: Person; at: string | null }
export type ReviewFacts = {
  mergeRequest: { iid: number; title: string; url: string; author: Person; headSha: string }
  /** When GitLab received the last push: the newest diff version's time, the server's clock, not the commit's. */
  lastChangeAt: string
  approvals: Approval[]
  members: Record<Role, string[]>
  files: string[]
}

export type CountedApproval = Person & { at: string; roles: Role[] }
export type NotCounted = { username: string; reason: 'author' | 'before-last-change' | 'no-group' }
/** `another`: one person of both groups approved alone; a second person is needed. */
export type Missing = Role | 'any' | 'another'
export type Verdict = {
  ok: boolean
  needs: 'one' | 'medical-and-regulatory'
  counted: CountedApproval[]
  notCounted: NotCounted[]
  missing: Missing[]
  message: { en: string; fr: string }
}

/** `anyone`: a change of non-regulated files, which any approver but the author may pass. */
function sortApprovals(facts: ReviewFacts, anyone: boolean): { counted: CountedApproval[]; notCounted: NotCounted[] } {
  const counted: CountedApproval[] = []
  const notCounted: NotCounted[] = []
  const lastChange = Date.parse(facts.lastChangeAt)
  for (const { user, at } of facts.approvals) {
    const userRoles = roles.filter((role) => facts.members[role].includes(user.username))
    if (user.username === facts.mergeRequest.author.username) notCounted.push({ username: user.username, reason: 'author' })
    // An approval whose time is unknown is treated as old: it cannot be shown to follow the last change.
    else if (at === null || !(Date.parse(at) > lastChange)) notCounted.push({ username: user.username, reason: 'before-last-change' })
    else if (userRoles.length === 0 && !anyone) notCounted.push({ username: user.username, reason: 'no-group' })
    else counted.push({ ...user, at, roles: userRoles })
  }
  return { counted, notCounted }
}

/** Two different people, one per role, when the counted approvals allow it; the roles still missing otherwise. */
function missingRoles(counted: CountedApproval[]): Missing[] {
  const medical = counted.filter((a) => a.roles.includes('medical'))
  const regulatory = counted.filter((a) => a.roles.includes('regulatory'))
  if (medical.some((m) => regulatory.some((r) => r.username !== m.username))) return []
  const missing = roles.filter((role) => counted.every((a) => !a.roles.includes(role)))
  // Both groups approved, by one person who is in both: a second person of either group is still needed.
  return missing.length > 0 ? missing : ['another']
}

export function approvalVerdict(facts: ReviewFacts, settings: ReviewSettings): Verdict {
  const needs = onlyNonRegulated(facts.files, settings) ? 'one' : 'medical-and-regulatory'
  const { counted, notCounted } = sortApprovals(facts, needs === 'one')
  const missing: Missing[] = needs === 'one' ? (counted.length > 0 ? [] : ['any']) : missingRoles(counted)
  const verdict = { ok: missing.length === 0, needs, counted, notCounted, missing } as const
  return { ...verdict, message: verdictMessage(verdict, facts, settings) }
}

const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`

const words = {
  en: {
    approved: 'Approved',
    notApproved: 'Not approved',
    missing: 'Missing',
    by: 'by',
    lastChange: 'last change',
    notCounted: 'Not counted',
    needsOne: 'Only non-regulated files changed: one approver, not the author, after the last change.',
    needsBoth: 'Needs a member of the medical group and another of the regulatory group, neither the author, after the last change.',
    role: (role: Missing, group: string) =>
      role === 'any'
        ? 'one approval by someone other than the author'
        : role === 'another'
          ? 'an approval by a second person of the medical or the regulatory group (one person counts once)'
          : `an approval by a member of the ${role} group (${group})`,
    reason: { author: 'the author', 'before-last-change': 'approved before the last change', 'no-group': 'in neither group' },
    rerun: 'Once approved, run this job again (Retry) so that the merge request can be merged.',
  },
  fr: {
    approved: 'Approuvé',
    notApproved: 'Non approuvé',
    missing: 'Il manque',
    by: 'par',
    lastChange: 'dernière modification',
    notCounted: 'Non retenues',
    needsOne:
      'Seuls des fichiers non réglementés ont changé\u00a0: une approbation, pas celle de l’auteur, après la dernière modification.',
    needsBoth:
      'Il faut un membre du groupe médical et un autre du groupe réglementaire, ni l’un ni l’autre auteur, après la dernière modification.',
    role: (role: Missing, group: string) =>
      role === 'any'
        ? 'une approbation par une autre personne que l’auteur'
        : role === 'another'
          ? 'l’approbation d’une deuxième personne du groupe médical ou réglementaire (une même personne ne compte qu’une fois)'
          : `l’approbation d’un membre du groupe ${role === 'medical' ? 'médical' : 'réglementaire'} (${group})`,
    reason: {
      author: 'l’auteur',
      'before-last-change': 'approbation antérieure à la dernière modification',
      'no-group': 'dans aucun des deux groupes',
    },
    rerun: 'Une fois les approbations données, relancer cette tâche (Retry) pour que la demande de fusion puisse être fusionnée.',
  },
}

function verdictMessage(verdict: Omit<Verdict, 'message'>, facts: ReviewFacts, settings: ReviewSettings): { en: string; fr: string } {
  const { iid, title } = facts.mergeRequest
  const text = (lang: 'en' | 'fr') => {
    const w = words[lang]
    const colon = lang === 'fr' ? '\u00a0:' : ':'
    const lines = [
      `!${iid} ${lang === 'fr' ? `«\u00a0${title}\u00a0»` : `“${title}”`} — ${verdict.ok ? w.approved : w.notApproved} (${w.lastChange} ${minute(facts.lastChangeAt)}).`,
      verdict.needs === 'one' ? w.needsOne : w.needsBoth,
    ]
    for (const a of verdict.counted) lines.push(`✓ ${a.name} (${[a.username, ...a.roles].join(', ')}) — ${minute(a.at)}`)
    if (!verdict.ok) {
      const group = (role: Missing) => (role === 'any' || role === 'another' ? '' : settings.groups[role])
      lines.push(`${w.missing}${colon} ${verdict.missing.map((role) => w.role(role, group(role))).join(lang === 'fr' ? ' et ' : ' and ')}.`)
    }
    if (verdict.notCounted.length > 0)
      lines.push(
        `${w.notCounted}${colon} ${verdict.notCounted.map((n) => `${n.username} (${w.reason[n.reason]})`).join(lang === 'fr' ? '\u202f; ' : '; ')}.`,
      )
    if (!verdict.ok) lines.push(w.rerun)
    return lines.join('\n')
  }
  return { en: text('en'), fr: text('fr') }
}
