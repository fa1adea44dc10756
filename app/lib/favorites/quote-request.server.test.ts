import { expect, test } from 'vitest'
import { wireFavorites } from './quote-request.server'

test('each favourite carries its profile link and its cover sized for a card, both absolute', () => {
  const talents = [
    { id: 4182, name: 'Ana Souza', cover: 'booking:media/4182/cover.jpg' },
    { id: 77, name: 'Bruno Lima', cover: null },
  ]
  expect(wireFavorites(talents, 'es', 'https://passarela.test')).toEqual([
    {
      id: 4182,
      name: 'Ana Souza',
      url: 'https://passarela.test/es/modelos/4182/ana-souza',
      image: 'https://passarela.test/images?w=480&src=booking%3Amedia%2F4182%2Fcover.jpg',
    },
    // Without a cover there is no picture to send: the key is left out, not null.
    { id: 77, name: 'Bruno Lima', url: 'https://passarela.test/es/modelos/77/bruno-lima' },
  ])
  expect(Object.keys(wireFavorites(talents, 'en', 'https://passarela.test')[1] ?? {})).toEqual([
    'id',
    'name',
    'url',
  ])
})
