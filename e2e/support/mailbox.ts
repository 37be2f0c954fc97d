import fs from "node:fs";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

/** Where support/mailbox.mjs drops the mails of this run (playwright.config.ts sets it up). */
export const mailDir = () => path.join(process.env.E2E_DATA_DIR as string, "mail");

/** The mails that reached `address`, oldest first, parsed by mailparser; waits until there are `count` of them. */
export async function mailsTo(address: string, count = 1, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs
      .readdirSync(mailDir())
      .filter((name) => name.startsWith(`${address.toLowerCase()}--`))
      .sort();
    if (files.length >= count) return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir(), name)))));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.text}`);
  return link;
}
