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

    // Revoked after a confirmation: the site's call answers 410, and the list says so.
    expect(html).toContain(`href="/panel/admin/packages/${id}/revoke"`)
    expect(html).not.toContain(`action="/panel/admin/packages/${id}/revoke"`)
    const unconfirmed = await staff.post(`${address}/revoke`)
    expect(unconfirmed.status).toBe(303)
    expect(unconfirmed.headers.get('location')).toBe(`/panel/admin/packages/${id}/revoke`)
    expect((await office.api(`/packages/${token}`)).status).toBe(200)
    const asked = await staff.page(`${address}/revoke`)
    expect(asked).toContain('Revogar o link de “Campanha de verão”?')
    expect(asked).toContain(`action="/panel/admin/packages/${id}/revoke?confirmed"`)
    expect(asked).toContain(`href="/panel/admin/packages/${id}"`)
    expect((await staff.post(`${address}/revoke?confirmed`)).status).toBe(303)
    expect((await open({})).status).toBe(410)
    expect(await staff.page(address)).toContain('Este pacote foi revogado')
    const list = await staff.page('/packages')
    expect(list).toContain('Revogado')
    expect(list).toContain('2 vezes')
    expect(await office.auditOf('package.revoke', `package:${id}`)).toHaveLength(1)
    expect(await office.auditOf('package.create', `package:${id}`)).toHaveLength(1)
  })

  /** The back office in another language from now on, as its language link does. */
  async function switchTo(lang: 'pt' | 'en') {
    expect((await staff.get(`/packages?panel-lang=${lang}`)).status).toBe(303)
  }

  /** A new package in Portuguese for a client; its address in the back office. */
  async function newPackage(fields: Record<string, string> = {}) {
    const next = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const created = await staff.post('/packages', {
      title: 'Editorial de inverno',
      clientName: 'Revista Planalto',
      clientEmail: 'foto@planalto.example',
      lang: 'pt',
      note: 'Olá, Revista Planalto: estas são as nossas apostas.',
      sections: 'portfolio',
      expiresAt: next,
      ...fields,
    })
    expect(created.status).toBe(303)
    return `/packages/${/packages\/(\d+)/.exec(created.headers.get('location')!)?.[1]}`
  }

  test('the search says a name is a hidden model’s and how to add her; its counts agree in number', async () => {
    const address = await newPackage()
    const hidden = names[3]!
    expect((await staff.post(`/models/${hidden.id}/hide`)).status).toBe(303)
    try {
      const found = await staff.page(`${address}?q=${encodeURIComponent(hidden.name)}`)
      expect(found).toContain('Nenhuma modelo publicada encontrada.')
      expect(found).toContain('Oculta no site: publique-a antes de adicioná-la')
      expect(found).toContain(
        `<a href="/panel/admin/models/${hidden.id}">Abrir a ficha de ${escaped(hidden.name)} para publicá-la</a>`,
      )
      expect(found).not.toContain(`Adicionar ${escaped(hidden.name)} ao pacote`)
      // Added all the same (an old page, a crafted form): refused, saying why.
      const refused = await staff.post(`${address}/models`, { talent: String(hidden.id) })
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(
        `${escaped(hidden.name)} está oculta no site: publique-a em Modelos antes de adicioná-la.`,
      )
      expect(ids(await staff.page(address))).toEqual([])
    } finally {
      expect((await staff.post(`/models/${hidden.id}/publish`)).status).toBe(303)
    }
    // Published, she is found (one of her: singular) and added.
    const again = await staff.page(`${address}?q=${encodeURIComponent(hidden.name)}`)
    expect(again).toContain('1 modelo encontrada')
    expect(again).not.toContain('Oculta no site')
    expect((await staff.post(`${address}/models`, { talent: String(hidden.id) })).status).toBe(303)
    await switchTo('en')
    try {
      expect(await staff.page(`${address}?q=${encodeURIComponent(hidden.name)}`)).toContain(
        '1 model found',
      )
      expect(await staff.page(address)).toContain('A visit is the link opened in a browser')
    } finally {
      await switchTo('pt')
    }
  })

  test('a duplicate for another client has no client’s name or e-mail, and its note is flagged until reviewed', async () => {
    const address = await newPackage()
    const duplicated = await staff.post(`${address}/duplicate`)
    expect(duplicated.status).toBe(303)
    const copy = `/packages/${/packages\/(\d+)/.exec(duplicated.headers.get('location')!)?.[1]}`
    const page = await staff.page(copy)
    expect(page).toContain('data-note-to-review=""')
    expect(page).toContain('O recado foi copiado do pacote de outro cliente')
    expect(page).not.toContain('Revista Planalto</dd>')
    expect(page).not.toContain('foto@planalto.example')
    const editor = await staff.page(`${copy}/edit`)
    expect(editor).toContain('Copiado do pacote de outro cliente: revise-o antes de enviar.')
    expect(editor).not.toContain('value="Revista Planalto"')
    // The original keeps its client.
    expect(await staff.page(address)).toContain('foto@planalto.example')
    // The details saved, the note is reviewed.
    const next = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const saved = await staff.post(copy, {
      title: 'Editorial de inverno (cópia)',
      clientName: 'Estúdio Norte',
      clientEmail: '',
      lang: 'pt',
      note: 'Olá, Estúdio Norte: estas são as nossas apostas.',
      sections: 'portfolio',
      expiresAt: next,
    })
    expect(saved.status).toBe(303)
    expect(await staff.page(copy)).not.toContain('data-note-to-review')
  })

  test('the audit log says in sentences who did what to which package and model, with links', async () => {
    const address = await newPackage({ title: 'Lookbook de março' })
    const id = Number(address.split('/').pop())
    const [model] = names as [(typeof names)[0]]
    expect((await staff.post(`${address}/models`, { talent: String(model.id) })).status).toBe(303)
    const log = await staff.page('/audit')
    const packageLink = `<a href="/panel/admin/packages/${id}">“Lookbook de março”</a>`
    expect(log).toContain(`booker@agency.test criou o pacote ${packageLink}.`)
    expect(log).toContain(
      `booker@agency.test adicionou <a href="/panel/admin/models/${model.id}">${escaped(model.name)}</a> ao pacote ${packageLink}.`,
    )
    expect(log).not.toContain('package.add-model')
    expect(log).not.toContain(`package:${id}`)
    expect(log).not.toMatch(/talent:\d+/)
    await switchTo('en')
    try {
      expect(await staff.page('/audit')).toContain(
        `booker@agency.test added <a href="/panel/admin/models/${model.id}">${escaped(model.name)}</a> to the package ${packageLink}.`,
      )
    } finally {
      await switchTo('pt')
    }
  })

  test('an unknown package is the 404 page; a form without its token is refused', async () => {
    expect((await staff.get('/packages/999999')).status).toBe(404)
    expect((await staff.get('/packages/abc')).status).toBe(404)
    expect((await staff.post('/packages', { title: 'x' }, { csrf: false })).status).toBe(403)
  })
})
