import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage } from '@kanri/contracts';

/** Sends one-time codes: SMTP when `smtpUrl` is set, else the log; kept for the dev mailbox when on. */
export interface Mailer {
  sendCode(message: { to: string; subject: string; text: string; code: string }): Promise<void>;
  /** The dev mailbox, newest first (empty unless enabled). */
  mailbox(to: string): MailboxMessage[];
}

/** Creates the mailer. `from` defaults to `kanri <no-reply@kanri.example>`. */
export async function createMailer(options: { smtpUrl?: string; from?: string; devMailbox: boolean; log: FastifyBaseLogger }): Promise<Mailer> {
  const from = options.from ?? 'kanri <no-reply@kanri.example>';
  const transport = options.smtpUrl ? (await import('nodemailer')).default.createTransport(options.smtpUrl) : null;
  const box: MailboxMessage[] = [];
  return {
    async sendCode({ to, subject, text, code }) {
      if (transport) await transport.sendMail({ from, to, subject, text });
      else options.log.info({ to, subject, code }, 'one-time code (no SMTP_URL: logged instead of sent)');
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
