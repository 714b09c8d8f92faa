import { createServer, type Server, type Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the mail server received it: the envelope, the parsed message and its raw text (headers as sent). */
export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
  raw: string;
}

/**
 * What the test mail server does with the next messages: take them, refuse the recipient (550), or drop the
 * connection in the middle of the message, or take the message and never answer.
 */
export type Behaviour = 'accept' | 'refuse' | 'closeMidMessage' | 'neverAnswer';

export interface TestSmtpServer {
  /** The server's address for SMTP_URL (`smtp://` or `smtps://` on 127.0.0.1). */
  readonly url: string;
  readonly received: ReceivedMail[];
  behaviour: Behaviour;
  /** The messages received for `address`, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export interface TlsOptions {
  key: string;
  cert: string;
  /** smtps://: TLS from the first byte; otherwise STARTTLS is offered. */
  secure?: boolean;
}

/** An SMTP server on a free loopback port (smtp-server), holding every message it takes, parsed (mailparser). */
export async function startSmtpServer(tls?: TlsOptions): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const state = { behaviour: 'accept' as Behaviour };
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    closeTimeout: 50,
    secure: tls?.secure ?? false,
    ...(tls ? { key: tls.key, cert: tls.cert } : { disabledCommands: ['STARTTLS'] }),
    onRcptTo(_address, _session, callback) {
      if (state.behaviour === 'refuse') {
        const refusal = Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      if (state.behaviour === 'closeMidMessage') {
        stream.once('data', () => {
          for (const socket of sockets) socket.destroy();
        });
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (state.behaviour !== 'accept') return;
        const raw = Buffer.concat(chunks);
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          mail: await simpleParser(raw),
          raw: raw.toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client refusing the certificate drops the connection in its TLS handshake: expected here, not a failure.
  server.on('error', () => {});
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server.server as Server);
  return {
    url: `${tls?.secure ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    received,
    get behaviour() {
      return state.behaviour;
    },
    set behaviour(value) {
      state.behaviour = value;
    },
    to: (address) => received.filter((r) => r.envelopeTo.includes(address)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A server that takes connections and never says a word: no SMTP greeting ever comes. */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}
