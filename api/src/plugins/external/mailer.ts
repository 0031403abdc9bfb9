import fp from 'fastify-plugin';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  /** Absent for mails no person wrote (price reports, reminders). */
  replyTo?: string;
  subject: string;
  text: string;
  /** Files sent with the text (an estimate's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: { send(mail: OutgoingMail): Promise<void> };
  }
}

/**
 * Outgoing mail with nodemailer: SMTP_URL when set, else each message is
 * written as an .eml file to OUTBOX_DIR (development and tests). Messages are
 * never stored in the database.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, outboxDir, mailFrom } = fastify.config;
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    const send = async (mail: OutgoingMail) => {
      const info = await transport.sendMail({ from: mailFrom, ...mail });
      if (smtpUrl) return;
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    };

    fastify.decorate('mailer', { send });
    fastify.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer' },
);
