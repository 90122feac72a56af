import { appendFile, chmod, mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage } from '@kanri/contracts';

/**
 * Sends the mail that carries secrets (MFA one-time codes, invitation links): by SMTP when
 * `smtpUrl` is set, else into the development outbox file; never into the log (issue 29 "No
 * secrets in logs"). Each message is also kept for the dev mailbox when that is on (e2e).
 */
export interface Mailer {
  sendCode(message: { to: string; subject: string; text: string; code: string }): Promise<void>;
  /** The dev mailbox, newest first (empty unless enabled). */
  mailbox(to: string): MailboxMessage[];
}

/**
 * Options of `createMailer`:
 * - `smtpUrl`: nodemailer's SMTP URL (`smtp://mailpit:1025` in docker-compose);
 * - `outboxPath`: without SMTP, the file the messages are appended to as plain UTF-8 text in mbox
 *   form (a `From ` line, the headers, a blank line, the text: `tail` shows the newest, a mail
 *   reader opens it). The file is created with mode 0600
 *   (read and write for the server's user only) and set to it again at start. Without `smtpUrl`
 *   and `outboxPath` a message is sent nowhere (the dev mailbox still gets it) and the log says so,
 *   without its text;
 * - `from`: default `kanri <no-reply@kanri.example>`.
 */
export interface MailerOptions {
  smtpUrl?: string;
  outboxPath?: string;
  from?: string;
  devMailbox: boolean;
  log: FastifyBaseLogger;
}

/** mbox's `From ` line date: `Thu Nov 28 09:00:00 2026` (asctime, UTC). */
const asctime = (d: Date) => {
  const [day, date, mon, year, time] = d.toUTCString().replace(',', '').split(' ');
  return `${day} ${mon} ${date!.padStart(2, ' ')} ${time} ${year}`;
};

/** Appends one message to the mbox at `path`: UTF-8 headers and text, body lines starting with `From ` escaped. */
async function appendToMbox(path: string, mail: { from: string; to: string; subject: string; text: string }, at: Date): Promise<void> {
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
  const headers = [
    `From: ${oneLine(mail.from)}`,
    `To: ${oneLine(mail.to)}`,
    `Subject: ${oneLine(mail.subject)}`,
    `Date: ${at.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = mail.text.replace(/\r\n?/g, '\n').replace(/^(>*From )/gm, '>$1');
  await appendFile(path, `From kanri@localhost ${asctime(at)}\n${headers.join('\n')}\n\n${body}${body.endsWith('\n') ? '' : '\n'}\n`, { mode: 0o600 });
}

/** Makes sure the outbox exists with mode 0600 (also when an older file had wider rights). */
async function prepareOutbox(path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await (await open(path, 'a', 0o600)).close();
  await chmod(path, 0o600);
}

/** Creates the mailer; with an outbox, logs its path once (not its content). */
export async function createMailer(options: MailerOptions): Promise<Mailer> {
  const from = options.from ?? 'kanri <no-reply@kanri.example>';
  const smtp = options.smtpUrl ? (await import('nodemailer')).default.createTransport(options.smtpUrl) : null;
  const outbox = !smtp && options.outboxPath ? options.outboxPath : null;
  if (outbox) {
    await prepareOutbox(outbox);
    options.log.info({ outbox }, 'no SMTP_URL: mail (sign-in codes, invitations) is written to the dev outbox, readable by this user only');
  }
  const box: MailboxMessage[] = [];
  return {
    async sendCode({ to, subject, text, code }) {
      if (smtp) await smtp.sendMail({ from, to, subject, text });
      else if (outbox) {
        await appendToMbox(outbox, { from, to, subject, text }, new Date());
        options.log.info({ to, outbox }, 'mail written to the dev outbox');
      } else options.log.warn({ to }, 'mail not sent: neither SMTP_URL nor a dev outbox is set');
      if (options.devMailbox) {
        box.unshift({ to, subject, code, sentAt: new Date().toISOString() });
        box.length = Math.min(box.length, 200);
      }
    },
    mailbox(to) {
      return box.filter((m) => m.to === to.toLowerCase()).slice(0, 20);
    },
  };
}
