import { describe, expect, it } from 'vitest'
import { openPhotoOf, photoAddress, withoutPhoto } from './photo-address'

const search = (text: string) => new URLSearchParams(text)
const gallery = { section: 'polaroids', leading: false, count: 12 }

describe('openPhotoOf', () => {
  it('opens the numbered photo of the section the address names', () => {
    expect(openPhotoOf(search('section=polaroids&photo=7'), gallery)).toBe(7)
    expect(openPhotoOf(search('section=portfolio&photo=7'), gallery)).toBeNull()
  })

  it('gives an address without a section to the page’s first gallery', () => {
    expect(openPhotoOf(search('photo=3'), gallery)).toBeNull()
    expect(openPhotoOf(search('photo=3'), { ...gallery, leading: true })).toBe(3)
  })

  it('ignores a number the gallery does not have, or not a number', () => {
    for (const value of ['0', '13', '-1', '2.5', 'x', '', '07']) {
      expect(openPhotoOf(search(`section=polaroids&photo=${value}`), gallery), value).toBeNull()
    }
  })
})

describe('photo addresses', () => {
  it('names the section and the photo, keeping the rest', () => {
    expect(photoAddress(search('units=us'), 'portfolio', 4)).toBe(
      '?units=us&section=portfolio&photo=4',
    )
    expect(withoutPhoto(search('section=portfolio&photo=4'))).toBe('?section=portfolio')
    expect(withoutPhoto(search('photo=4'))).toBe('?')
  })
})
