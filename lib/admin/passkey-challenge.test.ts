import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/config/env';
import { openDatabase } from '@/lib/store/sqlite/open';
import { makeTempDir, restoreTestEnv, setTestEnv } from '@/test/helpers/env';
import { authOptions } from './auth';
import { inviteDatabase } from './invites.mjs';

const SITE = 'http://localhost:3000';

/** better-auth on a real SQLite file, with the site's options, answering requests as the route passes them. */
describe('an anonymous passkey sign-in challenge', () => {
  const temp = makeTempDir();
  let database: ReturnType<typeof openDatabase>;
  let auth: { handler: (request: Request) => Promise<Response> };
  beforeAll(() => {
    setTestEnv({ DATA_DIR: temp.dir, BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: undefined, SITE_URL: SITE });
    database = openDatabase(temp.dir);
    auth = betterAuth(authOptions(serverEnv(), inviteDatabase(database), database));
  });
  afterAll(() => {
    database.close();
    restoreTestEnv();
    temp.remove();
  });

  const rows = () => database.prepare('SELECT count(*) FROM staff_verification').pluck().get();

  it('writes no row, however often it is asked for; the challenge travels in a signed cookie', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = await auth.handler(new Request(`${SITE}/api/auth/passkey/generate-authenticate-options`));
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/kairo-staff\.passkey-challenge=/);
    }
    expect(rows()).toBe(0);
  });

  it('is put back for the answer, once: a replayed challenge cookie is refused', async () => {
    const options = await auth.handler(new Request(`${SITE}/api/auth/passkey/generate-authenticate-options`));
    const cookie = options.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const answer = () =>
      auth.handler(
        new Request(`${SITE}/api/auth/passkey/verify-authentication`, {
          method: 'POST',
          headers: { cookie, origin: SITE, 'content-type': 'application/json' },
          body: JSON.stringify({ response: { id: 'no-such-credential', type: 'public-key', response: {} } }),
        }),
      );
    // The challenge was found (the credential was not): the plugin's own refusal of an unknown passkey.
    const first = await answer();
    expect(first.status).toBe(401);
    const second = await answer();
    expect(second.status).toBe(400);
    expect(await second.text()).toMatch(/already tried|CHALLENGE/i);
  });
});

/**
 * A passkey answer signed by hand, as a stolen security key without its PIN would sign it: the
 * authenticator data carries user presence (UP) and, only when asked here, user verification (UV).
 */
describe('a passkey sign-in', () => {
  const temp = makeTempDir();
  let database: ReturnType<typeof openDatabase>;
  let auth: { handler: (request: Request) => Promise<Response> };
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16).toString('base64url');

  beforeAll(() => {
    setTestEnv({ DATA_DIR: temp.dir, BETTER_AUTH_SECRET: 'x'.repeat(32), SMTP_URL: undefined, SITE_URL: SITE });
    database = openDatabase(temp.dir);
    auth = betterAuth(authOptions(serverEnv(), inviteDatabase(database), database));
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053) for ES256: {1: 2, 3: -7, -1: 1, -2: x, -3: y}, CBOR-encoded.
    const cose = Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      Buffer.from(jwk.x!, 'base64url'),
      Buffer.from([0x22, 0x58, 0x20]),
      Buffer.from(jwk.y!, 'base64url'),
    ]);
    const now = new Date().toISOString();
    database
      .prepare("INSERT INTO staff (id, name, email, emailVerified, role, createdAt, updatedAt) VALUES ('u1', 'Kim', 'kim@agency.example', 1, 'owner', ?, ?)")
      .run(now, now);
    database
      .prepare(
        "INSERT INTO staff_passkey (id, publicKey, userId, credentialID, counter, deviceType, backedUp, createdAt) VALUES ('p1', ?, 'u1', ?, 0, 'singleDevice', 0, ?)",
      )
      .run(cose.toString('base64'), credentialId, now);
  });
  afterAll(() => {
    database.close();
    restoreTestEnv();
    temp.remove();
  });

  async function signIn(flags: number) {
    const options = await auth.handler(new Request(`${SITE}/api/auth/passkey/generate-authenticate-options`));
    const { challenge } = (await options.json()) as { challenge: string };
    const cookie = options.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: SITE, crossOrigin: false }));
    const authenticatorData = Buffer.concat([
      createHash('sha256').update('localhost').digest(),
      Buffer.from([flags]),
      Buffer.from([0, 0, 0, 0]),
    ]);
    const signature = createSign('sha256')
      .update(Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]))
      .sign(privateKey);
    return auth.handler(
      new Request(`${SITE}/api/auth/passkey/verify-authentication`, {
        method: 'POST',
        headers: { cookie, origin: SITE, 'content-type': 'application/json' },
        body: JSON.stringify({
          response: {
            id: credentialId,
            rawId: credentialId,
            type: 'public-key',
            clientExtensionResults: {},
            response: {
              clientDataJSON: clientData.toString('base64url'),
              authenticatorData: authenticatorData.toString('base64url'),
              signature: signature.toString('base64url'),
            },
          },
        }),
      }),
    );
  }

  const sessions = () => database.prepare('SELECT count(*) FROM staff_session').pluck().get();

  it('with user presence only gets no session', async () => {
    const response = await signIn(0x01);
    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/USER_VERIFICATION_REQUIRED/);
    expect(sessions()).toBe(0);
  });

  it('with user verification gets one', async () => {
    const response = await signIn(0x01 | 0x04);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(sessions()).toBe(1);
  });
});
