import type { Config } from "../../config";

/**
 * What is safe to log or store of an SMTP failure: nodemailer's messages name the host and the server's reply,
 * but a reply may echo what was sent; the SMTP user and password and any link token are cut out whatever happens.
 */
export function safeMailError(error: unknown, config: Pick<Config, "smtpUrl">): string {
  const code = (error as { code?: unknown } | null)?.code;
  let text = `${typeof code === "string" ? `${code}: ` : ""}${error instanceof Error ? error.message : String(error)}`;
  for (const secret of smtpSecrets(config.smtpUrl)) text = text.split(secret).join("***");
  return text.replace(/token=[^\s&"'<>]+/g, "token=***").slice(0, 300);
}

/** The user and password of an SMTP URL, raw and decoded (either may appear in a message). */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const url = new URL(smtpUrl);
    return [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter(
      (s) => s.length >= 3,
    );
  } catch {
    return [];
  }
}
