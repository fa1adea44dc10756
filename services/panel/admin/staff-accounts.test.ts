import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffAccounts } from '../db/schema'
import { createMailer } from '../notifications'
import { setPasswordWithToken } from './accounts'
import {
  type BackOffice,
  type BackOfficeBrowser,
  startBackOffice,
  staffPassword,
} from '../../../tests/support/back-office'
import { startSmtpServer } from '../../../tests/support/smtp-server'

/**
 * The admins' Staff accounts page over HTTP (issue 38, decision 029): inviting, with the link
 * shown or mailed through SMTP, changing a role, disabling and enabling, ending sessions,
 * resetting the second factor; the last admin kept; every change in the audit log.
 */

let office: BackOffice
let admin: BackOfficeBrowser

beforeAll(async () => {
  office = await startBackOffice()
  admin = await office.signIn('owner@passarela.test')
})

afterAll(async () => {
  await office?.close()
})

async function accountOf(email: string) {
  const [row] = await office.db.select().from(staffAccounts).where(eq(staffAccounts.email, email))
  return row!
}

/** Invites `email` as `role` from the page, sets the password from the link shown, signs in. */
async function invite(email: string, role: string) {
  const answer = await admin.post('/accounts', { email, name: 'Convidada', role })
  expect(answer.status).toBe(200)
  const html = await answer.text()
  const link = /value="(http:\/\/[^"]+\/set-password\?token=([\w-]{43}))"/.exec(html)
  expect(link).not.toBeNull()
  await setPasswordWithToken(office.db, link![2]!, staffPassword)
  const browser = office.browser()
  await browser.signIn(email)
  return { browser, link: link![1]! }
}

describe('inviting', () => {
  it('makes the account with its role and shows the link once, which opens the password page', async () => {
    const answer = await admin.post('/accounts', {
      email: 'Bia@Passarela.test',
      name: 'Bia',
      role: 'booker',
    })
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toContain('Conta criada para bia@passarela.test')
    const link = /value="(http:\/\/[^"]+)\/panel\/admin\/set-password\?token=([\w-]{43})"/.exec(
      html,
    )
    expect(link?.[1]).toBe(office.origin)
    const page = await office.browser().request(`/panel/admin/set-password?token=${link![2]}`)
    expect(page.status).toBe(200)
    expect((await accountOf('bia@passarela.test')).role).toBe('booker')
    expect(await office.auditOf('account.create', 'account:bia@passarela.test')).toMatchObject([
      { actor: 'owner@passarela.test', detail: { role: 'booker' } },
    ])
    // The list shows it, awaiting its password.
    expect(await admin.page('/accounts')).toContain('Aguardando a senha')
  })

  it('refuses a bad address, an account that exists and an unknown role, keeping what was typed', async () => {
    const bad = await admin.post('/accounts', { email: 'not-an-address', name: 'Rui', role: 'x' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Digite um endereço de e-mail válido')
    expect(html).toContain('Escolha um dos papéis.')
    expect(html).toContain('value="not-an-address"')
    expect(html).toContain('value="Rui"')
    const taken = await admin.post('/accounts', { email: 'OWNER@passarela.test', role: 'booker' })
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('Já existe uma conta com este e-mail')
  })
})

describe('changing an account', () => {
  it('changes a role, which applies at the next page, and logs it', async () => {
    const { browser } = await invite('carla@passarela.test', 'content')
    expect((await browser.get('/news')).status).toBe(200)
    expect((await browser.get('/inbox')).status).toBe(403)
    const { id } = await accountOf('carla@passarela.test')
    expect((await admin.post(`/accounts/${id}/role`, { role: 'booker' })).status).toBe(303)
    expect((await browser.get('/inbox')).status).toBe(200)
    expect((await browser.get('/news')).status).toBe(403)
    expect(await office.auditOf('account.role', 'account:carla@passarela.test')).toMatchObject([
      { actor: 'owner@passarela.test', detail: { role: 'booker' } },
    ])
  })

  it('disables an account (out at once, and no sign-in) and enables it again', async () => {
    const { browser } = await invite('dora@passarela.test', 'booker')
    const { id } = await accountOf('dora@passarela.test')
    expect((await admin.post(`/accounts/${id}/disable`)).status).toBe(303)
    expect((await browser.get('/inbox')).status).toBe(303)
    expect((await office.browser().attemptSignIn('dora@passarela.test')).status).toBe(400)
    expect(await admin.page('/accounts')).toContain('Desativada')
    expect((await admin.post(`/accounts/${id}/enable`)).status).toBe(303)
    expect((await office.browser().attemptSignIn('dora@passarela.test')).status).toBe(303)
    expect(await office.auditOf('account.disable', 'account:dora@passarela.test')).toHaveLength(1)
    expect(await office.auditOf('account.enable', 'account:dora@passarela.test')).toHaveLength(1)
  })

  it('ends an account’s sessions and resets its second factor', async () => {
    const { browser } = await invite('eva@passarela.test', 'content')
    const { id } = await accountOf('eva@passarela.test')
    await office.db
      .update(staffAccounts)
      .set({ totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })
      .where(eq(staffAccounts.id, id))
    expect((await admin.post(`/accounts/${id}/end-sessions`)).status).toBe(303)
    expect((await browser.get('/news')).status).toBe(303)
    expect((await admin.post(`/accounts/${id}/reset-second-factor`)).status).toBe(303)
    expect((await accountOf('eva@passarela.test')).totpSecret).toBeNull()
    // The password alone signs in now.
    const again = await office.browser().signIn('eva@passarela.test')
    expect(again.headers.get('location')).toBe('/panel/admin/news')
    expect(await office.auditOf('account.end-sessions', 'account:eva@passarela.test')).toHaveLength(
      1,
    )
    expect(
      await office.auditOf('account.reset-second-factor', 'account:eva@passarela.test'),
    ).toHaveLength(1)
  })

  it('never demotes or disables the last admin', async () => {
    const { id } = await accountOf('owner@passarela.test')
    for (const [action, fields] of [
      ['role', { role: 'booker' }],
      ['disable', {}],
    ] as const) {
      const refused = await admin.post(`/accounts/${id}/${action}`, fields)
      expect(refused.status, action).toBe(409)
      expect(await refused.text()).toContain('É a última conta de Administração ativa')
    }
    const owner = await accountOf('owner@passarela.test')
    expect(owner.role).toBe('admin')
    expect(owner.disabledAt).toBeNull()
    // With a second admin, the first may step down.
    const { id: second } = await accountOf('carla@passarela.test')
    expect((await admin.post(`/accounts/${second}/role`, { role: 'admin' })).status).toBe(303)
    expect((await admin.post(`/accounts/${second}/role`, { role: 'booker' })).status).toBe(303)
  })

  it('answers 404 for an account that is not there, and 403 to a post without its token', async () => {
    expect((await admin.post('/accounts/99999/disable')).status).toBe(404)
    const { id } = await accountOf('carla@passarela.test')
    expect((await admin.post(`/accounts/${id}/disable`, {}, { csrf: false })).status).toBe(403)
    expect((await accountOf('carla@passarela.test')).disabledAt).toBeNull()
  })
})

describe('inviting with SMTP', () => {
  it('mails the link to the invited person, not shown on the page', async () => {
    const smtp = await startSmtpServer()
    const mailing = await startBackOffice({
      mailer: createMailer({ smtpUrl: smtp.url, from: 'agencia@passarela.test' }),
    })
    try {
      const owner = await mailing.signIn('owner@passarela.test')
      const answer = await owner.post('/accounts', { email: 'gil@passarela.test', role: 'content' })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(
        '/panel/admin/accounts?invited=gil%40passarela.test',
      )
      expect(await owner.page('/accounts?invited=gil%40passarela.test')).toContain(
        'Convite enviado a gil@passarela.test',
      )
      expect(smtp.mails).toHaveLength(1)
      expect(smtp.mails[0]?.to).toEqual(['gil@passarela.test'])
      // Quoted-printable: its soft line breaks joined, the link is whole.
      expect(smtp.mails[0]?.raw.replace(/=\r?\n/g, '')).toMatch(
        /\/panel\/admin\/set-password\?token=[\w-]{43}/,
      )
    } finally {
      await mailing.close()
      await smtp.close()
    }
  })
})
