import { expect } from 'vitest';
import { isSecretName } from '../../lib/history';
import { readMail } from './mail';
import type { TestApp } from './testApp';

/** Secrets e-mails carry: temporary passwords, reset keys, verification codes. */
const MAILED_SECRET =
  /(?:temporary password|mot de passe temporaire) ?: (\S+)|reset-password\?key=(\S+)|(?:verification code|code de vérification) ?: (\d{6})/gi;

/**
 * Scans every history entry of a test app for secrets (docs/history.md, "Never recorded"): every password, token
 * and key the test sent or was answered (TestApp.secretsSeen) or was e-mailed, every hash and secret the database
 * holds, and any field named like a secret. Answers how many entries were scanned.
 */
export async function expectNoSecretInHistory(t: TestApp): Promise<number> {
  const { db } = t.app;
  const secrets = new Set(t.secretsSeen);
  const mails = (() => {
    try {
      return t.outbox().map((eml) => readMail(eml).text);
    } catch {
      return []; // nothing was e-mailed
    }
  })();
  for (const mail of mails)
    for (const match of mail.matchAll(MAILED_SECRET)) {
      const found = match[1] ?? match[2] ?? match[3];
      secrets.add(found);
      secrets.add(safelyDecoded(found));
    }
  const stored = [
    ...(await db.selectFrom('users').select('password_hash as value').execute()),
    ...(await db.selectFrom('refresh_tokens').select('token_hash as value').execute()),
    ...(await db.selectFrom('one_time_keys').select('key_hash as value').execute()),
    ...(await db.selectFrom('server_secrets').select('value').execute()),
  ];
  for (const { value } of stored) if (value) secrets.add(value);
  secrets.add('test-secret-for-api-tests-only');
  const entries = await db.selectFrom('history_entries').selectAll().execute();
  for (const entry of entries) {
    const text = JSON.stringify(entry);
    for (const secret of secrets) if (isDistinctive(secret)) expect(text, `entry ${entry.id}`).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2|eyJ[\w-]{10,}\./);
    for (const change of JSON.parse(entry.changes) as Array<{ field: string }>)
      expect(isSecretName(change.field), `${change.field} in entry ${entry.id}`).toBe(false);
  }
  return entries.length;
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Worth looking for: long enough, and not a plain word (a test sends `password` as a refused one; the history's own
 * action names hold it). Every accepted password, token, key and hash has digits or capitals.
 */
const isDistinctive = (secret: string) => secret.length >= 6 && !/^[a-z-]+$/.test(secret);
