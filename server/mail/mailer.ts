import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends one message; throws MailFailure when it could not be handed over (nothing else is retried). */
  send(mail: Mail): Promise<void>;
  readonly outboxDir: string | null;
}

/** Who every e-mail comes from: MAIL_FROM and MAIL_FROM_NAME (server/config.ts). */
export interface Sender {
  address: string;
  name: string;
}

/**
 * Why a message was not handed over, in words safe to log: the mail server's answer or the connection's failure,
 * never the message itself. `timedOut`: the server did not answer within SMTP_TIMEOUT_MS.
 */
export class MailFailure extends Error {
  constructor(
    readonly reason: string,
    readonly timedOut: boolean,
  ) {
    super(reason);
  }
}

/** nodemailer's error as a MailFailure: its code, the SMTP command it failed at and the server's answer. */
function failureOf(error: unknown): MailFailure {
  const { code, command, response, message } = error as {
    code?: string;
    command?: string;
    response?: string;
    message?: string;
  };
  const step = command && command !== 'API' ? ` at ${command}` : '';
  const answer = response ? `: ${response}` : message ? `: ${message}` : '';
  return new MailFailure(`${code ?? 'ERROR'}${step}${answer}`, code === 'ETIMEDOUT');
}

type MailerOptions = Pick<Config, 'smtpUrl' | 'dataDir' | 'smtpTimeoutMs' | 'smtpTls'> & { from: Sender };

/**
 * SMTP_URL as nodemailer's transport: `smtp://` upgrades with STARTTLS when the server offers it, `smtps://` is TLS
 * from the start; the certificate is checked against the system's CAs and SMTP_TLS_CA_FILE's, unless
 * SMTP_TLS_REJECT_UNAUTHORIZED=false. Each step (connection, greeting, every answer) waits SMTP_TIMEOUT_MS at most.
 */
function smtpTransport(url: string, options: MailerOptions) {
  const { caFile, rejectUnauthorized } = options.smtpTls;
  const connection = parseConnectionUrl(url);
  // nodemailer reads a `url` option alone, leaving the others out: the URL is read into options first.
  return nodemailer.createTransport({
    ...connection,
    connectionTimeout: options.smtpTimeoutMs,
    greetingTimeout: options.smtpTimeoutMs,
    socketTimeout: options.smtpTimeoutMs,
    tls: { ...connection.tls, rejectUnauthorized, ...(caFile ? { ca: readFileSync(caFile, 'utf8') } : {}) },
  });
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  // nodemailer quotes the name, and writes it as an encoded word when it is not plain ASCII; the Message-ID it
  // generates is at the sender's domain, and every message has its Date.
  const { from } = options;
  const sendOrExplain = async (transport: nodemailer.Transporter, mail: Mail) => {
    try {
      return await transport.sendMail({ from, ...mail });
    } catch (error) {
      throw failureOf(error);
    }
  };
  if (options.smtpUrl) {
    const transport = smtpTransport(options.smtpUrl, options);
    return {
      outboxDir: null,
      async send(mail) {
        await sendOrExplain(transport, mail);
      },
    };
  }
  const outboxDir = path.join(options.dataDir, 'outbox');
  mkdirSync(outboxDir, { recursive: true });
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    outboxDir,
    async send(mail) {
      const info = await sendOrExplain(transport, mail);
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`;
      try {
        writeFileSync(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
      } catch (error) {
        throw new MailFailure(`outbox not writable: ${(error as NodeJS.ErrnoException).code ?? 'error'}`, false);
      }
    },
  };
}
