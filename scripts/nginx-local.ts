import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/** Whether Debian's brotli_static module is installed: nginx then serves the build's .br copies, else the .gz ones. */
export const hasBrotliModule = (): boolean => fs.existsSync(BROTLI_MODULE)

/** The nginx binary on the PATH (or in /usr/sbin, where Debian puts it), if any. */
export function findNginx(): string | undefined {
  for (const dir of [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin']) {
    const candidate = path.join(dir, 'nginx')
    if (fs.existsSync(candidate)) return candidate
  }
  return undefined
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * deploy/nginx/nordora.conf as an operator would install it (the checkout's path, the Node servers' ports),
 * inside a minimal nginx.conf of its own: a temporary prefix for logs, pid and temp files, a free port.
 */
export function renderNginxConf({
  prefix,
  port,
  upstreams,
  buildDir,
  includesDir = path.join(buildDir, 'nginx'),
}: {
  prefix: string
  port: number
  upstreams: string[]
  buildDir: string
  /** The generated includes (the build's `nginx/` folder), or others written for a test's own settings. */
  includesDir?: string
}): string {
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx/nordora.conf'), 'utf8')
    .replaceAll('/srv/nordora/build/nginx', includesDir)
    .replaceAll('/srv/nordora/build', buildDir)
    .replace('/var/log/nginx/nordora.access.log', `${prefix}/access.log`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/ {2}server 127\.0\.0\.1:3000;\n {2}server 127\.0\.0\.1:3001;/, upstreams.map((address) => `  server ${address};`).join('\n'))
    .replace('# brotli_static on;', hasBrotliModule() ? 'brotli_static on;' : '# brotli_static: module not installed')
  return [
    hasBrotliModule() ? `load_module ${BROTLI_MODULE};` : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};`),
    site,
    '}',
  ].join('\n')
}

export type NginxServer = { url: string; stop: () => Promise<void>; log: () => string }

/**
 * nginx in front of the given Node servers, as a process of the test: never as root (when the test runs as
 * root, nginx runs as `nobody`), in a prefix of its own that is removed afterwards.
 */
export async function startNginx(
  nginx: string,
  { port: chosenPort, ...options }: { upstreams: string[]; buildDir: string; includesDir?: string; port?: number },
): Promise<NginxServer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nordora-nginx-'))
  // A test that must know the address before nginx starts (a SITE_URL naming it) gives the port.
  const port = chosenPort ?? (await freePort())
  const conf = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(conf, renderNginxConf({ prefix, port, ...options }))
  const asRoot = process.getuid?.() === 0
  if (asRoot) spawnSync('chown', ['-R', 'nobody', prefix])
  const command = asRoot ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', nginx] : [nginx]
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')]
  const check = spawnSync(command[0]!, [...command.slice(1), '-t', ...args], { encoding: 'utf8' })
  if (check.status !== 0) {
    fs.rmSync(prefix, { recursive: true, force: true })
    throw new Error(`nginx refused its configuration:\n${check.stderr}`)
  }
  const child = spawn(command[0]!, [...command.slice(1), ...args], { stdio: 'ignore' })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const log = () => ['error.log', 'access.log'].map((name) => fs.readFileSync(path.join(prefix, name), 'utf8')).join('\n')
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT')
    await exited
    fs.rmSync(prefix, { recursive: true, force: true })
  }
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${log()}`)
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true))
      socket.once('error', () => resolve(false))
    })
    if (listening) break
    if (Date.now() > deadline) throw new Error('nginx did not start listening')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url, stop, log }
}
