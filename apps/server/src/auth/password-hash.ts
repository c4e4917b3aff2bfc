import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id at m = 7 MiB, t = 5, p = 1: one of OWASP's equivalent minimum settings (with 19 MiB and
// t = 2), chosen for the smaller memory each concurrent sign-in takes (the server's memory budget;
// docs/decisions/024). Hashes made with other settings still verify: they carry their own.
// `algorithm: 2` is Algorithm.Argon2id (a const enum that cannot be imported under verbatimModuleSyntax).
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 7168, timeCost: 5, parallelism: 1 };

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
