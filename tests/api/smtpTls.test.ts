import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { createTestApp } from './testApp';

/**
 * STARTTLS (smtp://) and TLS from the start (smtps://) against a mail server whose certificate is made here, signed by
 * itself as a private CA would: refused unless SMTP_TLS_CA_FILE names it or SMTP_TLS_REJECT_UNAUTHORIZED=false
 * (docs/operations.md, "Mail"). The transport does not depend on the database: SQLite only.
 */
describe('e-mails over TLS to a mail server with a private certificate', () => {
  let folder: string;
  let caFile: string;
  let pems: { private: string; cert: string };
  beforeAll(async () => {
    pems = await generate([{ name: 'commonName', value: 'localhost' }], {
      notAfterDate: new Date(Date.now() + 86_400_000),
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
      ],
    });
    // Only the certificate goes to disk (what an operator's SMTP_TLS_CA_FILE holds); the key stays in memory.
    folder = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
    caFile = path.join(folder, 'ca.pem');
    writeFileSync(caFile, pems.cert);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** Asks a reset link for the administrator: 200 whatever happens, so the mail server tells whether it went. */
  const sendThrough = async (smtp: TestSmtpServer, env: Record<string, string>) => {
    const t = await createTestApp('sqlite', { env: { SMTP_URL: smtp.url, ...env }, logged: true });
    try {
      const answer = await t.call({
        method: 'POST',
        url: '/api/auth/reinit-password/request',
        token: null,
        payload: { email: 'admin@example.com', type: 'admin', brand: 1 },
      });
      expect(answer.statusCode).toBe(200);
      return t.logs().filter((line) => line.msg === 'e-mail not sent');
    } finally {
      await t.close();
    }
  };

  describe.each([
    ['STARTTLS', false],
    ['smtps://', true],
  ] as const)('%s', (_, secure) => {
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      smtp = await startSmtpServer({ key: pems.private, cert: pems.cert, secure });
    });
    afterAll(() => smtp.close());

    it('refuses the certificate when nothing says to trust it: nothing sent, one log line', async () => {
      const failures = await sendThrough(smtp, {});
      expect(failures).toHaveLength(1);
      expect(String(failures[0].reason)).toMatch(/certificate/i);
      expect(smtp.received).toHaveLength(0);
    });

    it('delivers with SMTP_TLS_CA_FILE naming the CA', async () => {
      expect(await sendThrough(smtp, { SMTP_TLS_CA_FILE: caFile })).toEqual([]);
      expect(smtp.to('admin@example.com')).toHaveLength(1);
    });

    it('delivers with SMTP_TLS_REJECT_UNAUTHORIZED=false', async () => {
      const before = smtp.to('admin@example.com').length;
      expect(await sendThrough(smtp, { SMTP_TLS_REJECT_UNAUTHORIZED: 'false' })).toEqual([]);
      expect(smtp.to('admin@example.com')).toHaveLength(before + 1);
    });
  });

  it('refuses to start with an SMTP_TLS_CA_FILE that holds no certificate', async () => {
    const notPem = path.join(folder, 'not-a-certificate.txt');
    writeFileSync(notPem, 'hello');
    await expect(createTestApp('sqlite', { env: { SMTP_TLS_CA_FILE: notPem } })).rejects.toThrow(
      /^Invalid SMTP_TLS_CA_FILE: /,
    );
  });
});
