import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { quietChromiumArgs, systemChromium } from '../../tests/e2e/chromium.ts'
import { lighthouseCategories, type LighthouseCategory, type PageResult } from './budgets.ts'

type ChromiumDebugger = { port: number; close: () => Promise<void> }

/**
 * The Chromium the tests use, started headless with a debugging port for
 * Lighthouse (CHROME_PATH, else the system Chromium of tests/e2e/chromium.ts).
 */
export async function launchChromiumForLighthouse(): Promise<ChromiumDebugger> {
  const executable = process.env.CHROME_PATH ?? systemChromium()
  if (!executable) throw new Error('No Chromium found: set CHROME_PATH')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executable,
    ['--headless=new', '--no-sandbox', ...quietChromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a debugging port:\n${output}`)), 30_000)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)))
  })
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}

/**
 * One Lighthouse run with its defaults: mobile form factor and simulated
 * throttling (slow 4G, 4× CPU slowdown). Failed audits are kept to say why a
 * category is below its budget.
 */
async function lighthouseOnce(url: string, port: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse took more than 120 s on ${url}`)), 120_000)
  })
  try {
    const result = await Promise.race([
      lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...lighthouseCategories] }),
      timeout,
    ])
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Lighthouse `runs` times (BENCH_LIGHTHOUSE_RUNS, default 3); the run with the median performance score is
 * kept, as Lighthouse's own guidance on variability advises.
 */
export async function runLighthouse(
  url: string,
  port: number,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
): Promise<NonNullable<PageResult['lighthouse']>> {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await summarizeRun(url, port))
  results.sort((a, b) => a.scores.performance - b.scores.performance)
  return results[Math.floor((results.length - 1) / 2)]!
}

async function summarizeRun(url: string, port: number): Promise<NonNullable<PageResult['lighthouse']>> {
  // A trace that fails to record (NO_NAVSTART on a busy machine) is worth one more try.
  const lhr = await lighthouseOnce(url, port).catch(() => lighthouseOnce(url, port))
  const scores = {} as Record<LighthouseCategory, number>
  const failedAudits: Record<string, string[]> = {}
  for (const category of lighthouseCategories) {
    const entry = lhr.categories[category]
    scores[category] = Math.round((entry?.score ?? 0) * 100)
    failedAudits[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit!.id} (${audit!.displayValue || audit!.score})`)
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    scores,
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    failedAudits,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  }
}
