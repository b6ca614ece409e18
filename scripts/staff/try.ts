import path from 'node:path'
import { openDatabase } from '../../server/db/database.ts'
import { submissions } from '../../server/db/schema.ts'
import { seedSampleCases } from './sample-cases.ts'
import { spawnStaffServer } from './staff-server.ts'
import { sampleAccounts, startTestIdentityProvider } from './test-identity-provider.ts'

/**
 * `npm run staff:try`: the staff area on this machine, with sample accounts and sample cases. Starts the test
 * identity provider, fills a database of its own (var/staff-try/) with sample cases on the first run, and serves
 * the build on http://localhost:3000 (PORT to change it). Ctrl-C stops both.
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT || 3000)
const siteUrl = `http://localhost:${port}`
const dataDir = path.join(root, 'var/staff-try/data')
const mailDir = path.join(root, 'var/staff-try/mail')

const idp = await startTestIdentityProvider({ redirectUri: `${siteUrl}/staff/callback` })

const database = openDatabase({ dataDir })
if (!(await database.ready(120_000))) throw new Error(`The database in ${dataDir} could not be opened.`)
if ((await database.db.select({ id: submissions.id }).from(submissions).limit(1)).length === 0) await seedSampleCases(database.db, 60)
await database.close()

const server = spawnStaffServer({ port, dataDir, mailDir, oidc: idp, stdio: 'inherit' })

console.log(`\nThe staff area: ${siteUrl}/staff`)
console.log('Sign in with any password as:')
for (const account of sampleAccounts) console.log(`  ${account.login.padEnd(8)} ${account.name} (${account.roles.join(', ')})`)
console.log('Cases and e-mails stay in var/staff-try/ (delete it to start again).\n')

const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', async (code) => {
  await idp.close()
  process.exit(code ?? 0)
})
