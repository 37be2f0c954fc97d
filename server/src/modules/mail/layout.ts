import { type Language, translate } from "@app/domain";
import type { ComposedMail } from "./deliver";

/** What a mail says, before it is laid out as text and as HTML. */
export interface MailContent {
  language: Language;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** Lines shown as a list (a reminder's games). */
  list?: string[];
  action: { label: string; url: string };
  /** Small print after the button. */
  notes: string[];
  /** A second, quieter link at the bottom (unsubscribe). */
  footerLink?: { label: string; url: string };
  signature: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

/** The plain-text part: every link written out in full, so any client can follow it. */
export function renderText(mail: MailContent): string {
  const blocks = [
    mail.greeting,
    ...mail.intro,
    ...(mail.list?.length ? [mail.list.map((line) => `- ${line}`).join("\n")] : []),
    `${mail.action.label}:\n${mail.action.url}`,
    ...mail.notes,
    ...(mail.footerLink ? [`${mail.footerLink.label}:\n${mail.footerLink.url}`] : []),
    `-- \n${mail.signature}`,
  ];
  return `${blocks.join("\n\n")}\n`;
}

/**
 * The HTML part, kept to what every common client renders (Gmail, Outlook, Apple Mail): one centred table, inline
 * styles, no images, no CSS classes. Hebrew is right to left: `dir` on <html>, <body> and the table, since some
 * clients drop the outer elements, and `text-align: right` where `start` is not understood.
 */
export function renderHtml(mail: MailContent): string {
  const dir = mail.language === "he" ? "rtl" : "ltr";
  const align = dir === "rtl" ? "right" : "left";
  const p = (text: string, style = "") =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b;${style}">${escapeHtml(text)}</p>`;
  const list = mail.list?.length
    ? `<ul style="margin:0 0 16px;padding-inline-start:20px;font-size:16px;line-height:1.6;color:#1e293b">${mail.list
        .map((line) => `<li>${escapeHtml(line)}</li>`)
        .join("")}</ul>`
    : "";
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;background:#047857;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:8px">${escapeHtml(mail.action.label)}</a></p>`;
  const footer = mail.footerLink
    ? `<p style="margin:24px 0 0;font-size:13px;color:#64748b"><a href="${escapeHtml(mail.footerLink.url)}" style="color:#64748b">${escapeHtml(mail.footerLink.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${mail.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px"><tr><td dir="${dir}" style="padding:32px 28px;text-align:${align}">
${p(mail.greeting)}
${mail.intro.map((text) => p(text)).join("\n")}
${list}
${button}
${mail.notes.map((text) => p(text, "font-size:14px;color:#475569")).join("\n")}
${footer}
<p style="margin:24px 0 0;font-size:14px;color:#475569">${escapeHtml(mail.signature)}</p>
</td></tr></table>
</td></tr></table>
</body>
</html>
`;
}

/** The mail for `to`: both parts of one content, and its headers. */
export function composeMail(to: string, content: MailContent, headers?: Record<string, string>): ComposedMail {
  return {
    to,
    language: content.language,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    headers,
  };
}

/** The account's language, as mails use it (anything unknown reads as English). */
export const mailLanguage = (stored: string): Language => (stored === "he" ? "he" : "en");

/** Messages of domain/src/messages/mail.ts in one language. */
export const mailTranslator = (language: Language) => (key: string, params?: Record<string, string | number>) =>
  translate(language, key, params);
