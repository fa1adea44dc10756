import { expect, test } from 'vitest'
import { wireFavorites } from './quote-request.server'

test('each favourite carries its id, name and absolute profile link, and no picture', () => {
  const talents = [
    { id: 4182, name: 'Ana Souza', cover: 'booking:media/4182/cover.jpg' },
    { id: 77, name: 'Bruno Lima', cover: null },
  ]
  expect(wireFavorites(talents, 'es', 'https://passarela.test')).toEqual([
    { id: 4182, name: 'Ana Souza', url: 'https://passarela.test/es/modelos/4182/ana-souza' },
    { id: 77, name: 'Bruno Lima', url: 'https://passarela.test/es/modelos/77/bruno-lima' },
  ])
})
