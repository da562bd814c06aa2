/**
 * A real SMTP server on loopback for the outbox tests (the `smtp-server` package): it accepts any sender and
 * recipient without sign-in or TLS, parses each message that arrives (`mailparser`) and keeps it, and can refuse the
 * next messages with a temporary error (451), as a busy mail server does, or take the next message's DATA and never
 * answer it (a sender killed then has not delivered it).
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpDouble {
  /** smtp://127.0.0.1:<port>. */
  url: string;
  /** Every message accepted, in order, with the envelope's recipients. */
  received: { to: string[]; mail: ParsedMail }[];
  /** Refuses the next `count` messages at the end of DATA with 451. */
  refuseNext(count: number): void;
  /** Takes the next message's DATA and never answers; resolves once that message's data has all arrived. */
  stallNext(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpDouble(): Promise<SmtpDouble> {
  const received: SmtpDouble['received'] = [];
  let refusals = 0;
  let stall: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stall) {
          stall();
          stall = null;
          return;
        }
        if (refusals > 0) {
          refusals--;
          const refused = Object.assign(new Error('451 4.3.0 Mail server busy, try again later'), {
            responseCode: 451,
          });
          return callback(refused);
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A sender killed mid-message resets its connection: that is the case under test, not a fault of the double.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    stallNext: () => new Promise<void>((stalled) => void (stall = stalled)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
