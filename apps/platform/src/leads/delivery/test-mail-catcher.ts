import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A tiny SMTP server for tests: keeps every message it is given, parsed. */
export interface TestMailCatcher {
  port: number
  url: string
  messages: ParsedMail[]
  close(): Promise<void>
}

export async function startTestMailCatcher(port = 0): Promise<TestMailCatcher> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the catcher has no certificate, as a local catcher in the demo has none.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const bound = (server.server.address() as AddressInfo).port
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
