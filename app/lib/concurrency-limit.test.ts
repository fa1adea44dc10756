import { describe, expect, it } from 'vitest'
import { ConcurrencyLimitBusyError, concurrencyLimit } from './concurrency-limit'

describe('a concurrency limit', () => {
  it('runs no more than its limit at once, and every task in turn', async () => {
    const run = concurrencyLimit(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task = (index: number) => async () => {
      started.push(index)
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return index
    }
    const results = await Promise.all([0, 1, 2, 3, 4].map((index) => run(task(index))))
    expect(results).toEqual([0, 1, 2, 3, 4])
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4])
  })

  it('gives the place of a failed task to the next', async () => {
    const run = concurrencyLimit(1)
    const failing = run(async () => {
      throw new Error('corrupt image')
    })
    const next = run(async () => 'encoded')
    await expect(failing).rejects.toThrow('corrupt image')
    await expect(next).resolves.toBe('encoded')
  })
})

describe('a concurrency limit with a longest wait', () => {
  it('refuses a task whose turn does not come in time, and runs the ones behind it', async () => {
    const run = concurrencyLimit(1, { maxWaitMs: 20 })
    let release = () => {}
    const first = run(() => new Promise<string>((resolve) => (release = () => resolve('first'))))
    const late = run(async () => 'late')
    await expect(late).rejects.toBeInstanceOf(ConcurrencyLimitBusyError)
    const next = run(async () => 'next')
    release()
    await expect(first).resolves.toBe('first')
    await expect(next).resolves.toBe('next')
  })
})
