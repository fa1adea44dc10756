import { once } from 'node:events'
import { SMTPServer } from 'smtp-server'

/** A message as the server received it: the envelope's addresses and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server in the test's process, on a free port, that keeps every message it is
 * sent: what `SMTP_URL` points at in the tests of the panel's mail.
 */
export async function startSmtpServer() {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('the SMTP server has no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
