import { expect, test } from 'vitest'
import { inReferenceOrder } from './postgres'

test('each table comes after the tables it refers to; a reference to itself is no order', () => {
  const links = [
    { child: 'submission_files', parent: 'submissions' },
    { child: 'package_models', parent: 'packages' },
    { child: 'talents', parent: 'talents' },
    { child: 'photos', parent: 'talents' },
  ]
  const order = inReferenceOrder(
    ['photos', 'package_models', 'submission_files', 'talents', 'packages', 'submissions'],
    links,
  )
  expect(order).toHaveLength(6)
  for (const { child, parent } of links) {
    expect(order.indexOf(parent), `${parent} before ${child}`).toBeLessThanOrEqual(
      order.indexOf(child),
    )
  }
})

test('tables that refer to each other in a cycle are named, not copied half', () => {
  expect(() =>
    inReferenceOrder(
      ['a', 'b'],
      [
        { child: 'a', parent: 'b' },
        { child: 'b', parent: 'a' },
      ],
    ),
  ).toThrow(/cycle/)
})
