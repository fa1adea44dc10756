import { expect, test } from 'vitest'
import type { Slide } from '../../clients/panel.server'
import { toHomeSlide } from './home-slides.server'

const media = 'http://127.0.0.1:3000/panel/media/slides'
const base = '/panel/videos/'

function slide(fields: Partial<Slide>): Slide {
  return {
    type: 'image',
    column: '1',
    mobile: null,
    desktop: null,
    videoId: null,
    captions: {},
    ...fields,
  }
}

test('an image slide keeps both variants, a decorative picture without a caption', () => {
  expect(
    toHomeSlide(slide({ mobile: `${media}/1-m.jpg`, desktop: `${media}/1-d.jpg` }), base, 'en'),
  ).toEqual({
    image: { mobile: `${media}/1-m.jpg`, desktop: `${media}/1-d.jpg`, alt: '' },
    video: null,
  })
})

test('the caption in the page’s language is the picture’s text alternative', () => {
  const captioned = slide({
    desktop: `${media}/1-d.jpg`,
    captions: { pt: 'Coleção de verão', en: 'Summer collection' },
  })
  expect(toHomeSlide(captioned, base, 'pt')?.image?.alt).toBe('Coleção de verão')
  expect(toHomeSlide(captioned, base, 'en')?.image?.alt).toBe('Summer collection')
  // No caption in Spanish: the picture is decoration there, not another language's words.
  expect(toHomeSlide(captioned, base, 'es')?.image?.alt).toBe('')
})

test('a slide with one variant uses it for both', () => {
  expect(toHomeSlide(slide({ desktop: `${media}/1-d.jpg` }), base, 'en')?.image).toEqual({
    mobile: `${media}/1-d.jpg`,
    desktop: `${media}/1-d.jpg`,
    alt: '',
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
      'en',
    ),
  ).toEqual({
    image: { mobile: `${media}/m.jpg`, desktop: `${media}/d.jpg`, alt: '' },
    video: '/panel/videos/reel.mp4',
  })
  expect(toHomeSlide(slide({ type: 'video', videoId: 'reel.mp4' }), base, 'en')).toEqual({
    image: null,
    video: '/panel/videos/reel.mp4',
  })
})

test('a video slide without its video shows its poster; one with nothing is left out', () => {
  expect(
    toHomeSlide(slide({ type: 'video', desktop: `${media}/d.jpg` }), base, 'en')?.video,
  ).toBeNull()
  expect(toHomeSlide(slide({ type: 'video' }), base, 'en')).toBeNull()
  expect(toHomeSlide(slide({}), base, 'en')).toBeNull()
  // An image slide's stray video id is not a video.
  expect(
    toHomeSlide(slide({ videoId: 'x.mp4', desktop: `${media}/d.jpg` }), base, 'en')?.video,
  ).toBeNull()
})
