import { expect, test } from 'vitest'
import type { Slide } from '../services/panel.server'
import { toHomeSlide } from './home-slides.server'

const media = 'http://127.0.0.1:3000/panel/media/slides'
const base = '/panel/videos/'

function slide(fields: Partial<Slide>): Slide {
  return { type: 'image', column: '1', mobile: null, desktop: null, videoId: null, ...fields }
}

test('an image slide keeps both variants', () => {
  expect(
    toHomeSlide(slide({ mobile: `${media}/1-m.jpg`, desktop: `${media}/1-d.jpg` }), base),
  ).toEqual({ image: { mobile: `${media}/1-m.jpg`, desktop: `${media}/1-d.jpg` }, video: null })
})

test('a slide with one variant uses it for both', () => {
  expect(toHomeSlide(slide({ desktop: `${media}/1-d.jpg` }), base)?.image).toEqual({
    mobile: `${media}/1-d.jpg`,
    desktop: `${media}/1-d.jpg`,
  })
})

test('a video slide plays from the base, its images its poster', () => {
  expect(
    toHomeSlide(
      slide({
        type: 'video',
        videoId: 'reel.mp4',
        mobile: `${media}/m.jpg`,
        desktop: `${media}/d.jpg`,
      }),
      base,
    ),
  ).toEqual({
    image: { mobile: `${media}/m.jpg`, desktop: `${media}/d.jpg` },
    video: '/panel/videos/reel.mp4',
  })
  expect(toHomeSlide(slide({ type: 'video', videoId: 'reel.mp4' }), base)).toEqual({
    image: null,
    video: '/panel/videos/reel.mp4',
  })
})

test('a video slide without its video shows its poster; one with nothing is left out', () => {
  expect(toHomeSlide(slide({ type: 'video', desktop: `${media}/d.jpg` }), base)?.video).toBeNull()
  expect(toHomeSlide(slide({ type: 'video' }), base)).toBeNull()
  expect(toHomeSlide(slide({}), base)).toBeNull()
  // An image slide's stray video id is not a video.
  expect(
    toHomeSlide(slide({ videoId: 'x.mp4', desktop: `${media}/d.jpg` }), base)?.video,
  ).toBeNull()
})
