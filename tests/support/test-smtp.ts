import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { messageId: string; subject: string; to: string; raw: string }

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim() ?? ''

/**
 * A real SMTP server in the test process (the `smtp-server` package), that
 * can be stopped and started again on the same port, and can refuse the
 * next messages with a temporary error.
 */
export async function startTestSmtp() {
  const received: ReceivedMail[] = []
  let refuseNext = 0
  let server: SMTPServer | undefined
  let port = 0

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        // No DNS lookup of the client (127.0.0.1): it costs about 100 ms a message.
        disableReverseLookup: true,
        onData(stream, session, callback) {
          let raw = ''
          stream.setEncoding('utf8')
          stream.on('data', (chunk: string) => (raw += chunk))
          stream.on('end', () => {
            if (refuseNext > 0) {
              refuseNext--
              return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
            }
            received.push({
              messageId: header(raw, 'Message-ID'),
              subject: header(raw, 'Subject'),
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              raw,
            })
            callback()
          })
        },
      })
      let listening = false
      // smtp-server reports a client's broken connection on the server itself: a client killed mid-message (the crash
      // test kills its sender) is the case under test, not a failure of the run.
      server.on('error', (error: NodeJS.ErrnoException) => {
        if (!listening) return reject(error)
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
      })
      server.listen(port, '127.0.0.1', () => {
        listening = true
        port = (server!.server.address() as AddressInfo).port
        resolve()
      })
    })

  await listen()
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    refuse(count: number) {
      refuseNext = count
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  }
}
