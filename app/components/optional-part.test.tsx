// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { optionalPart } from './optional-part'

afterEach(cleanup)

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

test('a part whose code fails renders nothing, then comes on its next render', async () => {
  let attempts = 0
  const Part = optionalPart(async () => {
    attempts++
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module')
    return Greeting
  })
  const { rerender } = render(<Part name="Ana" />)
  await act(async () => undefined)
  expect(screen.queryByText('Hello Ana')).toBeNull()
  expect(attempts).toBe(1)

  rerender(<Part name="Bia" />)
  expect(await screen.findByText('Hello Bia')).toBeTruthy()
  expect(attempts).toBe(2)
})

test('its code is fetched once, however many times it is asked for', async () => {
  let attempts = 0
  const Part = optionalPart(async () => {
    attempts++
    return Greeting
  })
  await Part.preload()
  render(<Part name="Ana" />)
  expect(screen.getByText('Hello Ana')).toBeTruthy()
  expect(attempts).toBe(1)
})
