import fs from 'node:fs'
import path from 'node:path'
import { test } from '@playwright/test'
import { freePort } from '../../scripts/nginx-local.ts'
import { spawnServer, type SpawnedServer } from './behaviours-server.ts'
import { startFakeGitlab, type FakeGitlab } from './fake-gitlab.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The deployed CMS for the spec file that calls this: a fake GitLab holding the given press releases (both
 * languages, as in `content/press`) and a production server pointed at it, started before the file's tests and
 * stopped after. Read `gitlab` and `server` from a test or hook.
 */
export function cmsWithGitlabForFile(releaseIds: readonly string[]): { readonly gitlab: FakeGitlab; readonly server: SpawnedServer } {
  let gitlab: FakeGitlab | undefined
  let server: SpawnedServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const files = Object.fromEntries(
      ['en', 'fr'].flatMap((lang) =>
        releaseIds.map((id) => {
          const file = `content/press/${lang}/${id}.md`
          return [file, fs.readFileSync(path.join(root, file), 'utf8')]
        }),
      ),
    )
    gitlab = await startFakeGitlab(files)
    server = await spawnServer({
      PORT: String(await freePort()),
      CMS_GITLAB_URL: gitlab.url,
      CMS_GITLAB_REPO: 'web/site',
      CMS_GITLAB_APP_ID: 'testapp',
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    await gitlab?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The CMS and its GitLab start in beforeAll; read them from a test or hook.')
    return value
  }
  return {
    get gitlab() {
      return started(gitlab)
    },
    get server() {
      return started(server)
    },
  }
}
