/**
 * The words of the admins' Staff accounts page (decision 029), in the back office's languages;
 * `satisfies` makes every language name every key.
 */

import type { AdminLanguage } from './languages'
import { plural } from './plural'

const pt = {
  title: 'Contas da equipe',
  intro:
    'Quem usa o painel e o que cada papel pode: Administração tudo; Booker a caixa de entrada, os modelos e os pacotes; Conteúdo as notícias, os destaques e as redes.',
  inviteTitle: 'Convidar alguém',
  email: 'E-mail',
  name: 'Nome',
  optional: 'opcional',
  role: 'Papel',
  invite: 'Convidar',
  invitedMailed: (email: string) =>
    `Convite enviado a ${email}. O link vale uma vez, por 24 horas.`,
  invitedLink: (email: string) =>
    `Conta criada para ${email}. Envie este link a essa pessoa: vale uma vez, por 24 horas, e não será mostrado de novo.`,
  mailFailed: 'O e-mail não pôde ser enviado; envie o link você mesmo.',
  link: 'Link para definir a senha',
  listTitle: 'Contas',
  account: 'Conta',
  state: 'Situação',
  actions: 'Ações',
  active: 'Ativa',
  disabled: 'Desativada',
  awaitingPassword: 'Aguardando a senha',
  secondFactorOn: 'Duas etapas ativada',
  sessions: (count: number) =>
    plural('pt', count, {
      none: 'Nenhum navegador conectado',
      one: '{count} navegador conectado',
      other: '{count} navegadores conectados',
    }),
  you: 'você',
  changeRole: 'Mudar o papel',
  roleOf: (email: string) => `Papel de ${email}`,
  disable: 'Desativar',
  enable: 'Reativar',
  endSessions: 'Desconectar de todos os navegadores',
  resetSecondFactor: 'Redefinir a verificação em duas etapas',
  /** The account an action's button is for, said to screen readers after the button's words. */
  forAccount: (email: string) => ` (${email})`,
  updated: 'Conta alterada.',
  problems: {
    email: 'Digite um endereço de e-mail válido, como nome@agencia.com.br.',
    taken: 'Já existe uma conta com este e-mail: altere-a na lista abaixo.',
    role: 'Escolha um dos papéis.',
    lastAdmin:
      'É a última conta de Administração ativa: ela não pode mudar de papel nem ser desativada. Dê o papel de Administração a outra conta antes.',
  },
  mail: {
    subject: 'Seu acesso ao painel da Passarela',
    text: (link: string, role: string) =>
      `Olá,\n\nUma conta foi criada para você no painel da agência, com o papel ${role}.\nDefina a sua senha neste link (vale uma vez, por 24 horas):\n\n${link}\n`,
  },
}

type Messages = typeof pt

const en: Messages = {
  title: 'Staff accounts',
  intro:
    'Who uses the panel and what each role may do: Admin everything; Booker the inbox, models and packages; Content the news, home slides and links.',
  inviteTitle: 'Invite someone',
  email: 'E-mail',
  name: 'Name',
  optional: 'optional',
  role: 'Role',
  invite: 'Invite',
  invitedMailed: (email: string) =>
    `Invitation sent to ${email}. The link works once, for 24 hours.`,
  invitedLink: (email: string) =>
    `Account made for ${email}. Send them this link: it works once, for 24 hours, and will not be shown again.`,
  mailFailed: 'The e-mail could not be sent; send the link yourself.',
  link: 'Link to set the password',
  listTitle: 'Accounts',
  account: 'Account',
  state: 'State',
  actions: 'Actions',
  active: 'Active',
  disabled: 'Disabled',
  awaitingPassword: 'Awaiting the password',
  secondFactorOn: 'Two-step verification on',
  sessions: (count: number) =>
    plural('en', count, {
      none: 'Signed in nowhere',
      one: 'Signed in on {count} browser',
      other: 'Signed in on {count} browsers',
    }),
  you: 'you',
  changeRole: 'Change the role',
  roleOf: (email: string) => `Role of ${email}`,
  disable: 'Disable',
  enable: 'Enable',
  endSessions: 'Sign out of every browser',
  resetSecondFactor: 'Reset two-step verification',
  forAccount: (email: string) => ` (${email})`,
  updated: 'Account changed.',
  problems: {
    email: 'Enter a valid e-mail address, such as name@agency.com.',
    taken: 'There is already an account with this e-mail: change it in the list below.',
    role: 'Choose one of the roles.',
    lastAdmin:
      'This is the last enabled Admin account: it cannot change role or be disabled. Give another account the Admin role first.',
  },
  mail: {
    subject: 'Your access to the Passarela panel',
    text: (link: string, role: string) =>
      `Hello,\n\nAn account was made for you in the agency's panel, with the role ${role}.\nSet your password at this link (it works once, for 24 hours):\n\n${link}\n`,
  },
}

export const accountsMessages = { pt, en } satisfies Record<AdminLanguage, Messages>
