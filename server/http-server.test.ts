import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { envDefaults, parseEnv } from '../app/config/env.server.ts'
import {
  createHttpServer,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  defaultHttpLimits,
  httpConfigFromEnv,
  listenOn,
  type HttpLimits,
} from './http-server.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

async function start(limits: Partial<HttpLimits>, host?: string) {
  const server = createHttpServer({ ...defaultHttpLimits, ...limits })
  server.on('request', (_req, res) => res.end('ok'))
  await listenOn(server, 0, host)
  servers.push({ close: () => (server.closeAllConnections(), server.close()) })
  return (server.address() as AddressInfo).port
}

/** Opens a socket, writes `text`, and resolves with what came back and when the server closed it. */
function rawExchange(port: number, text: string, host = '127.0.0.1'): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now()
    const socket = net.connect(port, host, () => socket.write(text))
    let reply = ''
    socket.on('data', (chunk) => (reply += chunk.toString()))
    // A reset is an answer too: `close` follows and resolves.
    socket.on('error', () => {})
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }))
  })
}

const canConnect = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

describe('the HTTP server’s limits', () => {
  it('cuts a client that sends its headers too slowly, and answers others meanwhile', async () => {
    const port = await start({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 })
    const slow = rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n')
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    const { reply, closedAfterMs } = await slow
    expect(reply).toMatch(/^HTTP\/1\.1 408/)
    expect(closedAfterMs).toBeLessThan(3_000)
  })

  it('cuts a post whose body never comes', async () => {
    const port = await start({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 })
    const { closedAfterMs } = await rawExchange(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\na=',
    )
    expect(closedAfterMs).toBeLessThan(3_500)
  })

  it('caps the connections one address holds open', async () => {
    const port = await start({ maxConnectionsPerAddress: 3 })
    const held = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
          }),
      ),
    )
    const { reply } = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')
    expect(reply).toBe('')
    held[0]!.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).reply).toMatch(/^HTTP\/1\.1 200/)
    held.forEach((socket) => socket.destroy())
  })

  it('by default answers forty browsers sharing one address, six connections each, all open at once', async () => {
    expect(envDefaults.MAX_CONNECTIONS_PER_ADDRESS).toBe(String(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS))
    const port = await start({})
    const sockets = await Promise.all(
      Array.from(
        { length: 40 * 6 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
          }),
      ),
    )
    const answers = await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve) => {
            let reply = ''
            socket.on('data', (chunk) => (reply += chunk.toString()))
            socket.on('error', () => {})
            socket.on('close', () => resolve(reply))
            socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
          }),
      ),
    )
    expect(answers.filter((reply) => reply.startsWith('HTTP/1.1 200')).length).toBe(240)
  })

  it('listens on HOST only when it is set', async () => {
    const restricted = await start({}, '127.0.0.1')
    expect(await canConnect(restricted, '127.0.0.1')).toBe(true)
    // 127.0.0.2 is this machine too, on another address: a server bound to 127.0.0.1 must not answer there.
    expect(await canConnect(restricted, '127.0.0.2')).toBe(false)
    const everywhere = await start({})
    expect(await canConnect(everywhere, '127.0.0.2')).toBe(true)
  })

  it('reads HOST and the connection cap from the environment, with no cap behind a proxy', () => {
    expect(httpConfigFromEnv(parseEnv({}))).toEqual({ host: undefined, limits: defaultHttpLimits })
    expect(httpConfigFromEnv(parseEnv({ HOST: '127.0.0.1', TRUST_PROXY: '1' }))).toMatchObject({
      host: '127.0.0.1',
      limits: { maxConnectionsPerAddress: 0 },
    })
    expect(httpConfigFromEnv(parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: '10' })).limits.maxConnectionsPerAddress).toBe(10)
    // Development serves the CMS's file-writing proxy: this machine only, unless HOST says otherwise.
    expect(httpConfigFromEnv(parseEnv({ NODE_ENV: 'development' })).host).toBe('127.0.0.1')
    expect(httpConfigFromEnv(parseEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' })).host).toBe('0.0.0.0')
    expect(httpConfigFromEnv(parseEnv({ NODE_ENV: 'production' })).host).toBeUndefined()
    expect(() => httpConfigFromEnv(parseEnv({ MAX_CONNECTIONS_PER_ADDRESS: 'many' }))).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/)
  })
})
