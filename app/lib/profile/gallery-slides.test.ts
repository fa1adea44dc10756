import { expect, test } from 'vitest'
import { gallerySlides } from './gallery-slides'

function portrait(id: string) {
  return { id, width: 800, height: 1200 }
}

function landscape(id: string) {
  return { id, width: 1200, height: 800 }
}

function ids(slides: { id: string }[][]) {
  return slides.map((slide) => slide.map(({ id }) => id))
}

test('portraits pair up and a landscape stands alone', () => {
  const items = [
    portrait('p1'),
    portrait('p2'),
    landscape('l1'),
    portrait('p3'),
    portrait('p4'),
    portrait('p5'),
  ]
  expect(ids(gallerySlides(items))).toEqual([['p1', 'p2'], ['l1'], ['p3', 'p4'], ['p5']])
})

test('each landscape is a slide of its own', () => {
  expect(ids(gallerySlides([landscape('l1'), landscape('l2')]))).toEqual([['l1'], ['l2']])
})

test('a portrait before a landscape stands alone', () => {
  expect(ids(gallerySlides([portrait('p1')]))).toEqual([['p1']])
  expect(ids(gallerySlides([portrait('p1'), landscape('l1'), portrait('p2')]))).toEqual([
    ['p1'],
    ['l1'],
    ['p2'],
  ])
})

test('no images make no slides', () => {
  expect(gallerySlides([])).toEqual([])
})

test('a square image counts as a landscape', () => {
  const square = { id: 's1', width: 1000, height: 1000 }
  expect(ids(gallerySlides([portrait('p1'), square, portrait('p2')]))).toEqual([
    ['p1'],
    ['s1'],
    ['p2'],
  ])
})

test('images of unknown size pair as portraits', () => {
  const items = [
    { id: 'u1', width: null, height: null },
    { id: 'u2', width: 1200, height: null },
    { id: 'u3', width: null, height: 800 },
  ]
  expect(ids(gallerySlides(items))).toEqual([['u1', 'u2'], ['u3']])
})

test('the slides keep the items themselves', () => {
  const first = portrait('p1')
  const [slide] = gallerySlides([first])
  expect(slide?.[0]).toBe(first)
})
