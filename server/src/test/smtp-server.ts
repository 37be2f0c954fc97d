import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A mail as it arrived: parsed by mailparser (a MIME parser, not string matching), with its envelope. */
export interface ReceivedMail {
  parsed: ParsedMail;
  envelopeTo: string[];
  /** The user the client authenticated as, if any. */
  user: string | undefined;
}

export interface SmtpCredentials {
  user: string;
  pass: string;
}

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps every mail it accepts, parsed. It can
 * require a user and password, refuse every message (`refusing`), or be stopped and started again on the same port
 * (a server that is down, then back).
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Answer every message with a temporary failure (451), as a full or broken relay would. */
  refusing = false;
  private server: SMTPServer | undefined;
  private port = 0;

  private constructor(private readonly credentials: SmtpCredentials | undefined) {}

  static async start(credentials?: SmtpCredentials): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(credentials);
    await smtp.listen();
    return smtp;
  }

  /** The SMTP_URL for the app (with the credentials when the server asks for them). */
  get url(): string {
    const auth = this.credentials
      ? `${encodeURIComponent(this.credentials.user)}:${encodeURIComponent(this.credentials.pass)}@`
      : "";
    return `smtp://${auth}127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    const credentials = this.credentials;
    const server = new SMTPServer({
      logger: false,
      // Plain SMTP on loopback: no TLS certificate to trust in a test.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: !credentials,
      onAuth: (auth, _session, callback) => {
        if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
          return callback(null, { user: auth.username });
        }
        return callback(new Error("Invalid username or password"));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (this.refusing) {
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(error);
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              this.received.push({
                parsed,
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                user: typeof session.user === "string" ? session.user : undefined,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    server.on("error", () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening (the port stays this server's: `listen()` opens it again); connections refused meanwhile. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails to `address`, oldest first. */
  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** Waits until `count` mails reached `address` (or fails after `timeoutMs`). */
  async waitForMails(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.mailsTo(address).length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${this.mailsTo(address).length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.mailsTo(address);
  }
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = (mail.parsed.text ?? "").split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no ${prefix} link in: ${mail.parsed.text}`);
  return link;
}
