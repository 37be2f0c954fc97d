import webpush from "web-push";
import type { Config } from "../../config";
import { persistedSecret } from "../../lib/secrets";

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const VAPID_FILE = "vapid-keys.json";
const cache = new Map<string, VapidDetails>();

/**
 * The server's Web Push identity: VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY from the environment, else a pair
 * generated once and kept in DATA_DIR/vapid-keys.json (both keys), so restarts and every process sharing
 * DATA_DIR sign with the same key and browsers' subscriptions stay valid. Throws on a half or invalid setup.
 */
export function vapidDetails(config: Config): VapidDetails {
  const cacheKey = `${config.dataDir}\n${config.vapidPublicKey ?? ""}\n${config.vapidSubject}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  if (Boolean(config.vapidPublicKey) !== Boolean(config.vapidPrivateKey)) {
    throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is generated into DATA_DIR)");
  }
  const keys =
    config.vapidPublicKey && config.vapidPrivateKey
      ? { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey }
      : readPersistedKeys(config.dataDir);
  const details = { subject: config.vapidSubject, ...keys };
  // Validates the subject (mailto: or https:) and both keys now, not at the first send.
  webpush.getVapidHeaders("https://push.example", details.subject, details.publicKey, details.privateKey, "aes128gcm");
  cache.set(cacheKey, details);
  return details;
}

function readPersistedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  // Another process may have just created the file and not yet written it: re-read briefly before giving up.
  for (let attempt = 0; ; attempt++) {
    const text = persistedSecret(dataDir, VAPID_FILE, () => JSON.stringify(webpush.generateVAPIDKeys()));
    try {
      const parsed = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof parsed.publicKey === "string" && typeof parsed.privateKey === "string") {
        return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
      }
    } catch {
      // partial file: retry below
    }
    if (attempt >= 50) throw new Error(`${VAPID_FILE} in DATA_DIR is not a valid VAPID key pair`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}
