import { expect, test } from 'vitest'
import { commonMessages } from './common'
import { contentMessages } from './content'
import { inboxMessages } from './inbox'
import { modelsMessages } from './models'
import { packagesMessages } from './packages'
import { plural } from './plural'

test('a count takes the form its language’s plural rules ask for, its number written as there', () => {
  const found = { one: '{count} modelo encontrada', other: '{count} modelos encontradas' }
  expect(plural('pt', 1, found)).toBe('1 modelo encontrada')
  expect(plural('pt', 2, found)).toBe('2 modelos encontradas')
  expect(plural('pt', 1200, found)).toBe('1.200 modelos encontradas')
  expect(plural('en', 1200, { one: '{count} model', other: '{count} models' })).toBe('1,200 models')
  expect(plural('pt', 0, { ...found, none: 'Nenhuma.' })).toBe('Nenhuma.')
  // Without words for none, zero takes the language's own form (singular in Portuguese).
  expect(plural('pt', 0, found)).toBe('0 modelo encontrada')
  expect(plural('en', 0, { one: '{count} model', other: '{count} models' })).toBe('0 models')
})

test('the back office’s counts agree in number in both languages', () => {
  expect(packagesMessages.pt.searchResults(1)).toBe('1 modelo encontrada')
  expect(packagesMessages.pt.searchResults(3)).toBe('3 modelos encontradas')
  expect(packagesMessages.en.searchResults(1)).toBe('1 model found')
  expect(packagesMessages.en.searchResults(3)).toBe('3 models found')
  expect(packagesMessages.pt.opened(1)).toBe('Aberto 1 vez.')
  expect(packagesMessages.en.opened(2)).toBe('Opened 2 times.')
  expect(packagesMessages.pt.bookOpened(1)).toBe('1 vez')
  expect(commonMessages.pt.audit.importCounts(1, 2)).toBe('1 adicionada, 2 alteradas')
  expect(commonMessages.pt.audit.importCounts(2, 0)).toBe('2 adicionadas, nenhuma alterada')
  expect(commonMessages.en.account.sessions(1)).toBe('Signed in on 1 browser.')
  expect(commonMessages.pt.signIn.locked(1)).toContain('1 minuto ')
  expect(inboxMessages.pt.caption(1)).toBe('1 envio')
  expect(inboxMessages.pt.caption(1500)).toBe('1.500 envios')
  expect(inboxMessages.en.filteredCaption(1)).toBe('1 submission matches these filters')
  expect(contentMessages.pt.news.caption(0)).toBe('Nenhuma notícia')
})

test('the models’ counts, the import’s summary and its result agree in number, numbers as the language writes them', () => {
  expect(modelsMessages.pt.count(1)).toBe('1 modelo')
  expect(modelsMessages.pt.count(1200)).toBe('1.200 modelos')
  expect(modelsMessages.en.count(1200)).toBe('1,200 models')
  expect(modelsMessages.pt.importer.summary(1200, 1, 0, 1)).toBe(
    '1.200 a adicionar, 1 a alterar, 0 sem mudanças, 1 arquivo recusado.',
  )
  expect(modelsMessages.en.importer.summary(2, 0, 1, 3)).toBe(
    '2 to add, 0 to change, 1 unchanged, 3 files refused.',
  )
  expect(modelsMessages.pt.importer.summary(0, 1, 1, 0)).toBe(
    '0 a adicionar, 1 a alterar, 1 sem mudanças, nenhum arquivo recusado.',
  )
  expect(modelsMessages.pt.importer.imported(1)).toBe('1 modelo importada.')
  expect(modelsMessages.en.importer.imported(1000)).toBe('1,000 models imported.')
})
