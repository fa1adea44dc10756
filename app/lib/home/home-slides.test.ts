import { expect, test } from 'vitest'
import {
  desktopSlideQuery,
  hasMotion,
  type HomeSlide,
  isRotating,
  mobileSlideQuery,
  nextSlide,
  previousSlide,
  slidePreloads,
  slideSources,
  slideVideoUrl,
  wantsRotation,
} from './home-slides'
import { imageUrl } from '../images'

const desktop = 'http://127.0.0.1:3000/panel/media/slides/1-desktop.jpg'
const mobile = 'http://127.0.0.1:3000/panel/media/slides/1-mobile.jpg'
const picture: HomeSlide = { image: { desktop, mobile, alt: '' }, video: null }
const video: HomeSlide = { image: null, video: '/panel/videos/showreel.mp4' }

test('the wide variant is offered at every width up to its own 1920 px', () => {
  const { desktop: wide } = slideSources({ desktop, mobile })
  const widths = wide.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])
  expect(widths).toEqual([
    '160w',
    '320w',
    '480w',
    '640w',
    '800w',
    '960w',
    '1200w',
    '1600w',
    '1920w',
  ])
  expect(wide.srcSet).toContain(`${imageUrl(desktop, 1920)} 1920w`)
})

test('the phone variant stops at the first width that covers its 750 px', () => {
  const { mobile: narrow } = slideSources({ desktop, mobile })
  expect(narrow.srcSet.endsWith(`${imageUrl(mobile, 800)} 800w`)).toBe(true)
  expect(narrow.srcSet).not.toContain('960w')
  expect(narrow.src).toBe(imageUrl(mobile, 800))
})

test('the two media queries split the widths at 650 px with nothing in between', () => {
  expect(desktopSlideQuery).toBe('(min-width: 650px)')
  expect(mobileSlideQuery).toBe(`not all and ${desktopSlideQuery}`)
})

test('the first slide is preloaded in each variant under its own query, as the picture chooses', () => {
  const sources = slideSources({ desktop, mobile })
  expect(slidePreloads([picture, video])).toEqual([
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      imageSrcSet: sources.desktop.srcSet,
      imageSizes: '100vw',
      media: desktopSlideQuery,
      fetchPriority: 'high',
    },
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      imageSrcSet: sources.mobile.srcSet,
      imageSizes: '100vw',
      media: mobileSlideQuery,
      fetchPriority: 'high',
    },
  ])
})

test('nothing is preloaded without slides or when the first has no picture', () => {
  expect(slidePreloads([])).toEqual([])
  expect(slidePreloads([video, picture])).toEqual([])
})

test("a video's URL is the base and the id, each part of the id encoded", () => {
  expect(slideVideoUrl('/panel/videos/', 'showreel-2026.mp4')).toBe(
    '/panel/videos/showreel-2026.mp4',
  )
  expect(slideVideoUrl('https://cdn.example.com/videos', '2026/a b#1.mp4')).toBe(
    'https://cdn.example.com/videos/2026/a%20b%231.mp4',
  )
  expect(slideVideoUrl('/panel/videos/', '../../secret/x.mp4')).toBe('/panel/videos/secret/x.mp4')
})

test('the slides loop both ways', () => {
  expect([0, 1, 2].map((index) => nextSlide(index, 3))).toEqual([1, 2, 0])
  expect([0, 1, 2].map((index) => previousSlide(index, 3))).toEqual([2, 0, 1])
  expect(nextSlide(0, 1)).toBe(0)
  expect(nextSlide(0, 0)).toBe(0)
})

test('a slideshow plays unless the visitor paused it or prefers reduced motion', () => {
  expect(wantsRotation('auto', false)).toBe(true)
  expect(wantsRotation('auto', true)).toBe(false)
  expect(wantsRotation('paused', false)).toBe(false)
  // Pressing play is the visitor's own choice, reduced motion or not.
  expect(wantsRotation('playing', true)).toBe(true)
})

test('the slides turn only with more than one, while nothing holds them', () => {
  const free = {
    count: 3,
    choice: 'auto',
    reducedMotion: false,
    hovered: false,
    focused: false,
  } as const
  expect(isRotating(free)).toBe(true)
  expect(isRotating({ ...free, count: 1 })).toBe(false)
  expect(isRotating({ ...free, hovered: true })).toBe(false)
  expect(isRotating({ ...free, focused: true })).toBe(false)
  expect(isRotating({ ...free, reducedMotion: true })).toBe(false)
  expect(isRotating({ ...free, choice: 'paused' })).toBe(false)
  expect(isRotating({ ...free, reducedMotion: true, choice: 'playing' })).toBe(true)
})

test('a pause button is offered when something moves: several slides or a video', () => {
  expect(hasMotion([picture])).toBe(false)
  expect(hasMotion([video])).toBe(true)
  expect(hasMotion([picture, picture])).toBe(true)
})
