import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  readonly outboxDir: string | null;
}

/** Who every e-mail comes from: MAIL_FROM and MAIL_FROM_NAME (server/config.ts). */
export interface Sender {
  address: string;
  name: string;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(options: { smtpUrl?: string; dataDir: string; from: Sender }): Mailer {
  // nodemailer quotes the name, and writes it as an encoded word when it is not plain ASCII.
  const { from } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from, ...mail });
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
      const info = await transport.sendMail({ from, ...mail });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`;
      writeFileSync(path.join(outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
