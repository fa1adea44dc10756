// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'
import { imageSrcSet, imageUrl } from '~/lib/images'
import { Image } from './image'

const src = 'http://127.0.0.1:3000/booking/media/demo-v1/4001/book-1-1000x1500.jpg'
const sizes = '(min-width: 768px) 25vw, 50vw'

afterEach(cleanup)

test('an image goes through the endpoint with a srcset, its size and a lazy load', () => {
  render(<Image src={src} width={1000} height={1500} sizes={sizes} alt="Ana Souza" />)
  const image = screen.getByRole('img', { name: 'Ana Souza' })
  expect(image.getAttribute('src')).toBe(imageUrl(src, 800))
  expect(image.getAttribute('srcset')).toBe(imageSrcSet(src, { maxWidth: 1000 }))
  expect(image.getAttribute('srcset')).not.toContain('1600w')
  expect(image.getAttribute('sizes')).toBe(sizes)
  expect(image.getAttribute('width')).toBe('1000')
  expect(image.getAttribute('height')).toBe('1500')
  expect(image.getAttribute('loading')).toBe('lazy')
  expect(image.getAttribute('fetchpriority')).toBeNull()
  // The box keeps the photo's ratio while it loads, so nothing below it moves.
  expect(image.parentElement?.style.aspectRatio).toBe('1000 / 1500')
})

test('the likely LCP image loads at once, first', () => {
  render(<Image src={src} width={1000} height={1500} sizes={sizes} alt="Ana Souza" priority />)
  const image = screen.getByRole('img', { name: 'Ana Souza' })
  expect(image.getAttribute('loading')).toBe('eager')
  expect(image.getAttribute('fetchpriority')).toBe('high')
})

test('an image above the fold but not the LCP one loads at once, at the usual priority', () => {
  render(<Image src={src} width={1000} height={1500} sizes={sizes} alt="Ana Souza" eager />)
  const image = screen.getByRole('img', { name: 'Ana Souza' })
  expect(image.getAttribute('loading')).toBe('eager')
  expect(image.getAttribute('fetchpriority')).toBeNull()
})

test('without a source the fallback shows in a box of the same ratio', () => {
  const { container } = render(
    <Image src={null} width={2} height={3} sizes={sizes} alt="Ana Souza" fallback={<b>AS</b>} />,
  )
  expect(screen.queryByRole('img')).toBeNull()
  expect(screen.getByText('AS')).toBeTruthy()
  expect(container.querySelector('span')?.style.aspectRatio).toBe('2 / 3')
})

test('an image that fails to load becomes a labelled broken-image box', () => {
  render(
    <Image
      src={src}
      width={1000}
      height={1500}
      sizes={sizes}
      alt="Ana Souza"
      errorLabel="Foto indisponível"
    />,
  )
  fireEvent.error(screen.getByRole('img', { name: 'Ana Souza' }))
  expect(document.querySelector('img')).toBeNull()
  expect(screen.getByRole('img', { name: 'Foto indisponível' })).toBeTruthy()
})

test('an image that fails to load shows the fallback, as a missing one does, and no broken icon', () => {
  render(<Image src={src} width={2} height={3} sizes={sizes} alt="" fallback={<b>AS</b>} />)
  fireEvent.error(document.querySelector('img') as HTMLImageElement)
  expect(document.querySelector('img')).toBeNull()
  expect(screen.getByText('AS')).toBeTruthy()
  expect(screen.queryByRole('img')).toBeNull()
  expect(document.querySelector('svg')).toBeNull()
})

test('without an error label the alt text names the broken image', () => {
  render(<Image src={src} width={1000} height={1500} sizes={sizes} alt="Ana Souza" />)
  fireEvent.error(screen.getByRole('img'))
  expect(screen.getByRole('img', { name: 'Ana Souza' }).tagName).toBe('SPAN')
})

test('the server HTML hydrates without a mismatch', async () => {
  const element = (
    <Image src={src} width={1000} height={1500} sizes={sizes} alt="Ana Souza" priority />
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  const consoleError = vi.spyOn(console, 'error')
  await act(async () => {
    hydrateRoot(container, element)
  })
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
  expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high')
  container.remove()
})
