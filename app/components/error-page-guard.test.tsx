// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { ErrorPageGuard } from './error-page-guard'

function BrokenErrorPage(): never {
  throw new Error('translations missing')
}

test('when the error page itself fails, the plain fallback shows the details and a link home', () => {
  // React reports the caught error to the console; that is expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <ErrorPageGuard pathname="/pt/contato">
      <BrokenErrorPage />
    </ErrorPageGuard>,
  )
  consoleError.mockRestore()
  expect(screen.getByRole('heading').textContent).toBe('Ocorreu um erro ao exibir a página de erro')
  expect(screen.getByText('translations missing')).toBeTruthy()
  expect(screen.getByRole('link').getAttribute('href')).toBe('/pt')
})

test('a working error page renders as it is', () => {
  render(
    <ErrorPageGuard pathname="/">
      <p>This page could not be found</p>
    </ErrorPageGuard>,
  )
  expect(screen.getByText('This page could not be found')).toBeTruthy()
})
