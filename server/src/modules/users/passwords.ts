import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's recommended minimums: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** How many of the most used passwords (most used first in the list) are refused as new passwords. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | undefined;

/**
 * Whether a password is among the 10,000 most common ones, from zxcvbn-ts's maintained frequency list
 * (compared case-insensitively: "Password1" is as guessable as "password1"). Loaded on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import("@zxcvbn-ts/language-common");
    common = new Set(
      dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_REFUSED).map((entry) => String(entry).toLowerCase()),
    );
  }
  return common.has(password.toLowerCase());
}
