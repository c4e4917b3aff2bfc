import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's minimum for argon2id: m = 19 MiB, t = 2, p = 1.
// `algorithm: 2` is Algorithm.Argon2id (a const enum that cannot be imported under verbatimModuleSyntax).
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verify a password. With no stored hash (unknown account, invited user) we still verify against a
 * dummy hash, so a failed login takes the same time whether or not the account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
