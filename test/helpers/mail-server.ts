import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerEnvelope } from 'smtp-server';

export type ReceivedMail = { mail: ParsedMail; envelope: SMTPServerEnvelope };

/** A free TCP port on 127.0.0.1 (nothing listens on it when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed by mailparser. */
export async function startMailServer(port = 0): Promise<{
  port: number;
  url: string;
  received: ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, envelope: structuredClone(session.envelope) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
