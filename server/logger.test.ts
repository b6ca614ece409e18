import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, routeConsoleTo } from './logger.ts'

function capture(level?: 'debug' | 'info' | 'warn' | 'error') {
  const lines: string[] = []
  const logger = createLogger({ level, write: (line) => lines.push(line), now: () => new Date('2026-03-04T05:06:07.000Z') })
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>), lines }
}

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const { logger, lines, entries } = capture()
    logger.info('listening', { port: 3000 })
    expect(lines).toEqual(['{"time":"2026-03-04T05:06:07.000Z","level":"info","msg":"listening","port":3000}\n'])
    logger.warn('slow', { ms: 12 })
    expect(entries()[1]).toMatchObject({ level: 'warn', msg: 'slow', ms: 12 })
  })

  it('keeps the name, message and stack of errors', () => {
    const { logger, entries } = capture()
    logger.error('failed', { error: new TypeError('boom') })
    const error = entries()[0]!.error as Record<string, string>
    expect(error.name).toBe('TypeError')
    expect(error.message).toBe('boom')
    expect(error.stack).toContain('logger.test.ts')
  })

  it('drops entries below its level', () => {
    const { logger, entries } = capture('warn')
    logger.debug('a')
    logger.info('b')
    logger.warn('c')
    logger.error('d')
    expect(entries().map((e) => e.msg)).toEqual(['c', 'd'])
  })
})

describe('routeConsoleTo', () => {
  const original = { ...console }
  afterEach(() => Object.assign(console, original))

  it('turns console output into JSON lines, errors included', () => {
    const { logger, entries } = capture()
    routeConsoleTo(logger)
    console.log('ready on %d', 3000)
    console.error(new Error('render failed'))
    expect(entries()[0]).toMatchObject({ level: 'info', msg: 'ready on 3000' })
    expect(entries()[1]).toMatchObject({ level: 'error', msg: 'render failed', error: { message: 'render failed' } })
  })
})
