import { describe, expect, it } from 'vitest'
import { createPreloadQueue } from './preload-queue.ts'

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('preload queue', () => {
  it('keeps at most 4 preloads pending and starts the next as one settles', async () => {
    const queue = createPreloadQueue()
    const tasks = Array.from({ length: 6 }, deferred)
    const started: number[] = []
    tasks.forEach((task, index) => queue.add(`/route/${index}`, () => (started.push(index), task.promise)))
    await tick()
    expect(started).toEqual([0, 1, 2, 3])
    expect(queue.pending).toBe(4)
    expect(queue.queued).toBe(2)
    tasks[2]!.resolve()
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4])
    tasks[0]!.reject(new Error('chunk failed'))
    await tick()
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(queue.pending).toBe(4)
    expect(queue.queued).toBe(0)
  })

  it('does not queue a key twice, nor again once it has loaded', async () => {
    const queue = createPreloadQueue(4)
    let runs = 0
    const task = async () => void runs++
    queue.add('/en/about', task)
    queue.add('/en/about', task)
    await tick()
    queue.add('/en/about', task)
    await tick()
    expect(runs).toBe(1)
  })

  it('may try again after a failure', async () => {
    const queue = createPreloadQueue(1)
    let runs = 0
    const failing = async () => {
      runs++
      throw new Error('offline')
    }
    queue.add('/en/about', failing)
    await tick()
    queue.add('/en/about', failing)
    await tick()
    expect(runs).toBe(2)
  })
})
