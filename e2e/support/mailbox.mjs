/**
 * The e2e run's mail server (SMTP_URL in playwright.config.ts): a real SMTP server on loopback (the smtp-server package)
 * that writes every mail it accepts, as it arrived, to `<dir>/<recipient>--<time>.eml`, for specs to read with a MIME
 * parser (support/mailbox.ts). An HTTP /health on the next port tells Playwright it is up.
 * Usage: node e2e/support/mailbox.mjs <smtp port> <dir>
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const [port, dir] = process.argv.slice(2);
fs.mkdirSync(dir, { recursive: true });

new SMTPServer({
  logger: false,
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const mail = Buffer.concat(chunks);
      for (const { address } of session.envelope.rcptTo) {
        const name = `${address.toLowerCase()}--${Date.now()}-${Math.random().toString(36).slice(2, 7)}.eml`;
        // Written aside and renamed, so a reader never sees half a mail.
        fs.writeFileSync(path.join(dir, `.${name}`), mail);
        fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
      }
      callback();
    });
  },
}).listen(Number(port), "127.0.0.1");

http.createServer((req, res) => res.writeHead(req.url === "/health" ? 200 : 404).end()).listen(Number(port) + 1, "127.0.0.1");
