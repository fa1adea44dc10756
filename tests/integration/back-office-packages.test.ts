import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailer } from '../../services/panel/notifications'
import { startSmtpServer } from '../support/smtp-server'
import { type BackOffice, type BackOfficeBrowser, startBackOffice } from '../support/back-office'
import {
  apiKey,
  bookingToken,
  startTestBookingService,
  type TestBookingService,
  writeKey,
} from './booking-service'

/**
 * The back office's Packages section over HTTP (decision 028), beside a booking service with the
 * demo roster: a package made, refused once and kept as typed, given four models found by name,
 * ordered and noted; its link opened as the site opens it, counted; duplicated and revoked.
 */
describe('the back office’s Packages section', () => {
  let service: TestBookingService
  let office: BackOffice
  let staff: BackOfficeBrowser
  let names: { id: number; name: string }[]
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>

  beforeAll(async () => {
    smtp = await startSmtpServer()
    service = await startTestBookingService({ driver: 'pglite', demoCount: 12, apiKey, writeKey })
    office = await startBackOffice({
      roster: { adminUrl: `${service.url}/admin-api`, writeKey, mediaBase: `${service.url}/` },
      mailer: createMailer({ smtpUrl: smtp.url, from: 'agencia@passarela.test' }),
    })
    staff = await office.signIn('booker@agency.test')
    const token = await bookingToken(service.url, '/api/signin', apiKey)
    const answer = await fetch(`${service.url}/api/talents?paginate=4`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    })
    const page = (await answer.json()) as { data: { data: { id: number; name: string }[] } }
    names = page.data.data.map(({ id, name }) => ({ id, name }))
  })

  afterAll(async () => {
    await office?.close()
    await service?.close()
    await smtp?.close()
  })

  /** Text as React writes it into HTML. */
  const escaped = (text: string) =>
    text
      .replaceAll('&', '&amp;')
      .replaceAll("'", '&#x27;')
      .replaceAll('"', '&quot;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')

  const ids = (html: string) =>
    [...html.matchAll(/action="[^"]*\/models\/(\d+)\/remove"/g)].map((match) => Number(match[1]))

  test('a package is made, given models, ordered, noted, opened, duplicated and revoked', async () => {
    expect(await staff.page('/packages')).toContain('Nenhum pacote ainda.')
    const fields = {
      title: 'Campanha de verão',
      clientName: 'Estúdio Cerrado',
      clientEmail: 'casting@cerrado',
      lang: 'es',
      note: 'Para o dia 12.',
      sections: 'polaroids',
      expiresAt: '2020-01-01',
    }
    const refused = await staff.post('/packages', { ...fields, showMeasures: 'on' })
    expect(refused.status).toBe(400)
    const form = await refused.text()
    expect(form).toContain('role="alert"')
    expect(form).toContain('Informe um e-mail válido')
    expect(form).toContain('Escolha uma data a partir de amanhã')
    expect(form).toContain('value="Campanha de verão"')
    expect(form).toContain('value="casting@cerrado"')

    const next = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const created = await staff.post('/packages', {
      ...fields,
      clientEmail: 'casting@cerrado.example',
      expiresAt: next,
      showMeasures: 'on',
    })
    expect(created.status).toBe(303)
    const location = created.headers.get('location')!
    expect(location).toMatch(/\/panel\/admin\/packages\/\d+\?created$/)
    const id = Number(/packages\/(\d+)/.exec(location)?.[1])
    const address = `/packages/${id}`
    expect(await staff.page(`${address}?created`)).toContain('Pacote criado.')

    // Found by name, added one by one.
    const [first, second, third, fourth] = names as [
      (typeof names)[0],
      (typeof names)[0],
      (typeof names)[0],
      (typeof names)[0],
    ]
    const found = await staff.page(`${address}?q=${encodeURIComponent(first.name)}`)
    expect(found).toContain(`Adicionar ${escaped(first.name)} ao pacote`)
    for (const talent of [first, second, third, fourth]) {
      const added = await staff.post(`${address}/models`, { talent: String(talent.id), q: '' })
      expect(added.status).toBe(303)
    }
    let html = await staff.page(address)
    expect(ids(html)).toEqual([first.id, second.id, third.id, fourth.id])
    expect(html).toContain(`Subir ${escaped(second.name)}`)

    expect(
      (await staff.post(`${address}/models/${third.id}/move`, { direction: 'up' })).status,
    ).toBe(303)
    expect(
      (
        await staff.post(`${address}/models/${fourth.id}/note`, {
          [`note-${fourth.id}`]: 'Chega dia 10',
        })
      ).status,
    ).toBe(303)
    const tooLong = await staff.post(`${address}/models/${fourth.id}/note`, {
      [`note-${fourth.id}`]: 'x'.repeat(501),
    })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.text()).toContain('Use no máximo 500 caracteres.')
    html = await staff.page(address)
    expect(ids(html)).toEqual([first.id, third.id, second.id, fourth.id])
    expect(html).toContain('value="Chega dia 10"')

    // The link, as the page shows it and its e-mail and WhatsApp carry it; opened as the site does.
    const link = /id="field-link"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="field-link"/.exec(
      html,
    )
    const url = link?.[1] ?? link?.[2] ?? ''
    expect(url).toMatch(new RegExp(`^${office.origin}/packages/[A-Za-z0-9_-]{43}$`))
    expect(html).toContain(encodeURIComponent(url))
    const token = url.split('/').pop()!
    // With SMTP, the panel sends it, in the package's language, to the client.
    expect(html).toContain('Enviar por e-mail a casting@cerrado.example')
    const sent = await staff.post(`${address}/send`)
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`/panel/admin/packages/${id}?sent`)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]?.to).toEqual(['casting@cerrado.example'])
    expect(smtp.mails[0]?.raw).toContain('From: Passarela <agencia@passarela.test>')
    expect(smtp.mails[0]?.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Passarela: nuestra selecci/)
    expect(smtp.mails[0]?.raw.replace(/=\r?\n/g, '')).toContain(token)
    const open = (body: object) =>
      office.api(`/packages/${token}/open`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await open({})).status).toBe(200)
    expect((await open({ book: second.id })).status).toBe(200)
    expect((await open({})).status).toBe(200)
    html = await staff.page(address)
    expect(html).toContain('Aberto 2 vezes.')
    expect(html).toContain(`${escaped(second.name)}: 1 vez`)

    // The client's answer, as the site sends it, in the inbox: counted new, linked, its picks.
    const answered = await office.api(`/packages/${token}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        picks: [
          { id: first.id, name: first.name, pick: 'yes' },
          { id: second.id, name: second.name, pick: 'no', comment: 'Outra altura.' },
        ],
      }),
    })
    expect(answered.status).toBe(201)
    const { id: submission } = (await answered.json()) as { id: number }
    expect(await staff.page('/inbox')).toContain('1 resposta a pacote nova')
    const read = await staff.page(`/inbox/${submission}`)
    expect(read).toContain('Resposta a um pacote')
    expect(read).toContain(`href="/panel/admin/packages/${id}"`)
    expect(read).toContain('<td>Não</td><td>Outra altura.</td>')
    expect(read).toContain(`>${escaped(first.name)}</a>`)

    // Duplicated: the same models, a link of its own, no visits.
    const duplicated = await staff.post(`${address}/duplicate`)
    expect(duplicated.status).toBe(303)
    const copy = Number(/packages\/(\d+)/.exec(duplicated.headers.get('location')!)?.[1])
    expect(copy).not.toBe(id)
    const copied = await staff.page(`/packages/${copy}`)
    expect(copied).toContain('Campanha de verão (cópia)')
    expect(ids(copied)).toEqual([first.id, third.id, second.id, fourth.id])
    expect(copied).toContain('Ainda não foi aberto.')
    expect(await office.auditOf('package.send', `package:${id}`)).toHaveLength(1)

    // Revoked: the site's call answers 410, and the list says so.
    expect((await staff.post(`${address}/revoke`)).status).toBe(303)
    expect((await open({})).status).toBe(410)
    expect(await staff.page(address)).toContain('Este pacote foi revogado')
    const list = await staff.page('/packages')
    expect(list).toContain('Revogado')
    expect(list).toContain('2 vezes')
    expect(await office.auditOf('package.revoke', `package:${id}`)).toHaveLength(1)
    expect(await office.auditOf('package.create', `package:${id}`)).toHaveLength(1)
  })

  test('an unknown package is the 404 page; a form without its token is refused', async () => {
    expect((await staff.get('/packages/999999')).status).toBe(404)
    expect((await staff.get('/packages/abc')).status).toBe(404)
    expect((await staff.post('/packages', { title: 'x' }, { csrf: false })).status).toBe(403)
  })
})
