// @vitest-environment jsdom
import { expect, test } from 'vitest'
import { changedSinceServer } from './changed-since-server'

function form(html: string) {
  const element = document.createElement('form')
  element.innerHTML = html
  return element
}

test('a form as the server wrote it has not changed; a choice, a tick or typing changes it', () => {
  const fields = form(
    '<input name="q" value="ana"><input type="hidden" name="to" value="/x">' +
      '<input type="checkbox" name="c"><select name="s"><option selected>a</option><option>b</option></select>' +
      '<textarea name="t">hi</textarea>',
  )
  expect(changedSinceServer(fields)).toBe(false)
  const select = fields.querySelector('select') as HTMLSelectElement
  select.value = 'b'
  expect(changedSinceServer(fields)).toBe(true)
  select.value = 'a'
  ;(fields.querySelector('[name=c]') as HTMLInputElement).checked = true
  expect(changedSinceServer(fields)).toBe(true)
  ;(fields.querySelector('[name=c]') as HTMLInputElement).checked = false
  ;(fields.querySelector('[name=q]') as HTMLInputElement).value = 'anna'
  expect(changedSinceServer(fields)).toBe(true)
})
