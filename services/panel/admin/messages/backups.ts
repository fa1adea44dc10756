/**
 * The words of the admins' Backups page, in the back office's languages; `satisfies` makes
 * every language name every key.
 */

import type { AdminLanguage } from './languages'
import { plural } from './plural'

const pt = {
  title: 'Backups',
  schedule: (hour: number, keep: number) =>
    `O site faz sozinho, todo dia às ${hour}h (horário de Brasília), uma cópia de tudo o que a agência precisaria para recomeçar: o banco de dados, as fotos, as imagens e os arquivos enviados pelos visitantes. ${plural('pt', keep, { one: 'Guarda a última', other: 'Guarda as últimas {count}' })}.`,
  off: 'Os backups automáticos estão desligados (BACKUP_KEEP=0). O comando npm run backup continua funcionando.',
  unavailable:
    'Este site guarda os dados no PostgreSQL ou em um bucket: os backups são os deles, não os deste painel (veja o guia de implantação).',
  elsewhere: 'Guarde cópias fora deste servidor: um backup no disco que falhou se perde com ele.',
  sensitive:
    'Cada arquivo contém os dados pessoais de quem enviou formulários e as senhas cifradas da equipe: guarde-o com o mesmo cuidado.',
  lastTitle: 'Último backup',
  never: 'Nenhum backup automático foi feito ainda.',
  when: 'Quando',
  result: 'Resultado',
  succeeded: 'Concluído',
  failed: 'Falhou',
  size: 'Tamanho',
  file: 'Arquivo',
  error: 'Erro',
  failedNote:
    'Os backups anteriores foram mantidos. O registro do servidor tem os detalhes; o próximo backup tenta de novo.',
  keptTitle: 'Backups guardados',
  keptEmpty: 'Nenhum backup nesta pasta.',
  download: 'Baixar',
  downloadName: (name: string) => `Baixar ${name}`,
}

type Messages = typeof pt

const en: Messages = {
  title: 'Backups',
  schedule: (hour: number, keep: number) =>
    `Every day at ${hour}:00 (Brasília time) the site copies by itself everything the agency would need to start again: the database, the photos, the images and the visitors' uploads. ${plural('en', keep, { one: 'It keeps the last one', other: 'It keeps the last {count}' })}.`,
  off: 'Scheduled backups are off (BACKUP_KEEP=0). The npm run backup command still works.',
  unavailable:
    'This site keeps its data in PostgreSQL or a bucket: backups are theirs, not this panel’s (see the deployment guide).',
  elsewhere: 'Keep copies off this server: a backup on the disk that failed is lost with it.',
  sensitive:
    'Each archive holds the personal data of everyone who sent a form and the staff’s hashed passwords: keep it as carefully.',
  lastTitle: 'Last backup',
  never: 'No scheduled backup has been made yet.',
  when: 'When',
  result: 'Result',
  succeeded: 'Succeeded',
  failed: 'Failed',
  size: 'Size',
  file: 'File',
  error: 'Error',
  failedNote:
    'The earlier backups were kept. The server’s log has the details; the next backup tries again.',
  keptTitle: 'Kept backups',
  keptEmpty: 'No backup in this folder.',
  download: 'Download',
  downloadName: (name: string) => `Download ${name}`,
}

export const backupsMessages = { pt, en } satisfies Record<AdminLanguage, Messages>
