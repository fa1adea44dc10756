import { expect, test } from 'vitest'
import { createSingleFlight } from './single-flight'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

test('one run per key for everyone who asks while it runs, its value kept once', async () => {
  const flights = createSingleFlight<string>()
  const work = deferred<string>()
  const kept: string[] = []
  let runs = 0
  const start = () => {
    runs++
    return work.promise
  }
  const first = flights.run('a', start, (value) => kept.push(value))
  const second = flights.run('a', start, (value) => kept.push(`second ${value}`))
  work.resolve('page')
  expect(await Promise.all([first, second])).toEqual(['page', 'page'])
  expect(runs).toBe(1)
  expect(kept).toEqual(['page'])
  // Done: the next caller runs anew.
  await flights.run(
    'a',
    () => Promise.resolve('again'),
    (value) => kept.push(value),
  )
  expect(kept).toEqual(['page', 'again'])
})

test('a run begun before invalidate() keeps nothing, and the next caller does not wait for it', async () => {
  const flights = createSingleFlight<string>()
  const old = deferred<string>()
  const kept: string[] = []
  const before = flights.run(
    'a',
    () => old.promise,
    (value) => kept.push(value),
  )
  flights.invalidate()
  const after = flights.run(
    'a',
    () => Promise.resolve('new'),
    (value) => kept.push(value),
  )
  expect(await after).toBe('new')
  old.resolve('old')
  expect(await before).toBe('old')
  expect(kept).toEqual(['new'])
})

test('a failed run keeps nothing and lets the next caller try again', async () => {
  const flights = createSingleFlight<string>()
  const kept: string[] = []
  await expect(
    flights.run(
      'a',
      () => Promise.reject(new Error('down')),
      (value) => kept.push(value),
    ),
  ).rejects.toThrow('down')
  expect(
    await flights.run(
      'a',
      () => Promise.resolve('up'),
      (value) => kept.push(value),
    ),
  ).toBe('up')
  expect(kept).toEqual(['up'])
})
