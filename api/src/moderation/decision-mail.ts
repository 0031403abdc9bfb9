/**
 * The owner's mail about a decision on their listing (close, suspend, restore),
 * in the account's language. Plain text only: the reason and the names go in as
 * typed, and no mail client reads them as HTML.
 */
import type { FastifyInstance } from 'fastify';
import { translatorFor } from '#src/lib/i18n';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { StoredAuditEntry } from '#src/repositories/moderation/audit-log';

export async function mailDecision(fastify: FastifyInstance, clinic: StoredClinic, entry: StoredAuditEntry): Promise<void> {
  const owner = await fastify.usersRepository.recipientOfAccount(clinic.accountId);
  if (!owner) return;
  const { t, path } = translatorFor(owner.locale);
  const site = fastify.config.siteOrigins[0] ?? '';
  const values = { action: entry.action, clinic: clinic.detail.name };
  const lines = [t('moderation.decided', values), '', t('moderation.reason', { reason: entry.reason }), ''];
  if (entry.action !== 'restore') lines.push(t('moderation.answerOnce'), `${site}${path('/account/clinic-locations')}`, '');
  await fastify.mailer.send({ to: owner.email, subject: t('moderation.subject', values), text: `${lines.join('\n')}\n` });
}
