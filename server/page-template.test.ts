import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bytesTemplate, filledGzipPage, filledPage, pageTemplate } from './page-template'

const placeholder = 'PLACEHOLDER-7f3a9c'
const nonce = () => randomBytes(16).toString('base64')

describe('a page template', () => {
  const pages = {
    'no placeholder': '<!doctype html><p>Olá, Brasília</p>',
    'placeholders inside': `<script nonce="${placeholder}">a()</script><p>ç</p><script nonce="${placeholder}">b()</script>`,
    'placeholders at both ends': `${placeholder}<p>middle</p>${placeholder}`,
    'placeholders side by side': `a${placeholder}${placeholder}b`,
    empty: '',
    'a part longer than a stored block': `<p>${'modelo '.repeat(20_000)}</p>${placeholder}<p>${randomBytes(90_000).toString('base64')}</p>`,
  }

  for (const [name, body] of Object.entries(pages)) {
    it(`gives the page with the nonce, as text and as gzip (${name})`, () => {
      const template = pageTemplate(body, placeholder)
      const value = nonce()
      const expected = body.replaceAll(placeholder, value)
      expect(filledPage(template, value).toString()).toBe(expected)
      // gunzip checks the stream, the CRC-32 and the length.
      expect(gunzipSync(filledGzipPage(template, value)).toString()).toBe(expected)
    })
  }

  it('gives every answer its own nonce from one template', () => {
    const template = pageTemplate(`<script nonce="${placeholder}"></script>`, placeholder)
    const [first, second] = [nonce(), nonce()]
    expect(gunzipSync(filledGzipPage(template, first)).toString()).toContain(first)
    expect(gunzipSync(filledGzipPage(template, second)).toString()).toContain(second)
    expect(filledPage(template, second).toString()).not.toContain(first)
  })

  it('compresses the page', () => {
    const body = `<main>${'<article class="talent-card">Ana Souza</article>'.repeat(500)}</main>`
    const template = pageTemplate(`${body}${placeholder}${body}`, placeholder)
    expect(filledGzipPage(template, nonce()).length).toBeLessThan(body.length / 10)
  })

  it('keeps an answer that is not a page as its bytes, with no gzip of its own', () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000), Buffer.from('%%EOF')])
    const template = bytesTemplate(pdf)
    expect(filledPage(template, nonce()).equals(pdf)).toBe(true)
    expect(() => filledGzipPage(template, nonce())).toThrow(TypeError)
  })
})
