/**
 * One change's sign-off as the approval record keeps it: a medical then a regulatory approval after the last push,
 * and when it was merged and recorded. The names are those of the recorded GitLab answers (scripts/review/fixtures).
 */
export const twoApprovals = {
  approvals: [
    { username: 'ada.okafor', name: 'Dre Ada Okafor', roles: ['medical' as const], at: '2026-11-20T16:02:13.004Z' },
    { username: 'luc.gagnon', name: 'Luc Gagnon', roles: ['regulatory' as const], at: '2026-11-20T16:10:48.391Z' },
  ],
  lastChangeAt: '2026-11-20T15:30:06.942Z',
  mergedAt: '2026-11-20T16:12:31.118Z',
  recordedAt: '2026-11-20T16:13:02.000Z',
}
