import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

// A real SMTP server on a loopback port for the queue's tests and `pnpm bench:mail`: it keeps what it accepts and
// can play a failing provider (a temporary 451 for the first N mails, a permanent 550 for some recipients).

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSinkOptions {
  /** Answer `451 4.3.0 Try again later` to the first N mails (counted over all connections), then accept. */
  failFirst?: number;
  /** Recipients refused for good at RCPT TO (`550 5.1.1 Mailbox unknown`). */
  refuse?: readonly string[];
  /** Keep each mail's raw text (off for benchmarks: only the count matters). */
  keepRaw?: boolean;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** How many 451 answers were given so far. */
  readonly deferred: number;
  close(): Promise<void>;
}

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Set((options.refuse ?? []).map((a) => a.toLowerCase()));
  let deferred = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Many parallel senders in the benchmark and the exactly-once test.
    maxClients: 1000,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) callback(smtpError(550, '5.1.1 Mailbox unknown'));
      else callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (options.keepRaw !== false) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (deferred < (options.failFirst ?? 0)) {
          deferred += 1;
          callback(smtpError(451, '4.3.0 Try again later'));
          return;
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get deferred() {
      return deferred;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
