import { describe, expect, it } from 'vitest'
import { createPriorityLane } from './priority-lane.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createPriorityLane', () => {
  it('runs one operation at a time, and an urgent one before every normal one waiting', async () => {
    const lane = createPriorityLane()
    const order: string[] = []
    let running = 0
    let most = 0
    const op = (name: string) => async () => {
      running++
      most = Math.max(most, running)
      await tick()
      order.push(name)
      running--
      return name
    }
    const posts = Array.from({ length: 5 }, (_, i) => lane.run('normal', op(`post ${i}`)))
    await new Promise((resolve) => setTimeout(resolve, 1))
    expect(lane.waiting()).toEqual({ urgent: 0, normal: 4 })
    const mark = lane.run('urgent', op('mark sent'))
    expect(await mark).toBe('mark sent')
    await Promise.all(posts)
    // The post under way finishes first; the mark goes next, ahead of the four posts that were waiting.
    expect(order).toEqual(['post 0', 'mark sent', 'post 1', 'post 2', 'post 3', 'post 4'])
    expect(most).toBe(1)
  })

  it('goes on after an operation that fails', async () => {
    const lane = createPriorityLane()
    const failing = lane.run('normal', () => Promise.reject(new Error('no')))
    const after = lane.run('normal', async () => 'after')
    await expect(failing).rejects.toThrow('no')
    expect(await after).toBe('after')
    expect(lane.waiting()).toEqual({ urgent: 0, normal: 0 })
  })
})
