import { useState } from 'react';
import { answerOwnerAppointment, listOwnerAppointments, type AppointmentAnswer, type OwnerAppointment } from '@directpay/contracts';
import { Button, callEndpoint } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useMessages } from '../messages';
import { STATE_WORDS, answerable, markable, timeText, windowText } from '../lib/request-words';
import { AnswerForm, type AnswerKind } from './answer-forms';

/** One request: who asks for what and when, where it stands, and the answers open to it now. */
export function RequestItem({ request, today }: { request: OwnerAppointment; today: string }) {
  const t = useMessages();
  const f = useFormat();
  const [open, setOpen] = useState<AnswerKind | null>(null);
  const answer = useApiMutation({
    mutationFn: (body: AppointmentAnswer) => callEndpoint(answerOwnerAppointment, { params: { id: request.id }, body }),
    topic: `appointment-${request.id}`,
    successNotice: t('answer.saved'),
    errorNotice: (error) => t('answer.failed', { error: error.blame?.words ?? error.message }),
    invalidates: [listOwnerAppointments],
    onSuccess: () => setOpen(null),
  });
  return (
    <li data-testid="appointment-request" data-state={request.state}>
      <h2 translate="no">{request.name}</h2>
      <p>
        <span translate="no">{request.service.description}</span> ({f.price(request.service.price)}) · {t(request.selfPay ? 'selfPay' : 'notSelfPay')}
      </p>
      <p className="meta">
        <span translate="no">{request.clinicName}</span>
        <strong data-testid="request-state">{t(STATE_WORDS[request.state])}</strong>
        <span>{t('requestedOn', { date: f.date(request.requestedAt, 'long') })}</span>
      </p>
      {request.time && <p data-testid="request-time">{timeText(request.time)}</p>}
      <ul className="windows" aria-label={t('windows')}>
        {request.windows.map((w, i) => (
          <li key={i}>{windowText(w)}</li>
        ))}
      </ul>
      <p className="contact">
        <span translate="no">
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''}
        </span>
      </p>
      {request.note && (
        <p className="note">
          {t('note')} <span translate="no">{request.note}</span>
        </p>
      )}
      <div className="actions">
        {answerable(request.state) &&
          (['confirm', 'propose', 'decline'] as const).map((kind) => (
            <Button key={kind} type="button" $variant={open === kind ? 'primary' : 'secondary'} aria-expanded={open === kind} onClick={() => setOpen(open === kind ? null : kind)}>
              {t(`action.${kind}` as const)}
            </Button>
          ))}
        {markable(request.state, request.time, today) &&
          (['fulfilled', 'noshow'] as const).map((action) => (
            <Button key={action} type="button" $variant="secondary" disabled={answer.pending} onClick={() => answer.run({ action })}>
              {t(`action.${action}` as const)}
            </Button>
          ))}
      </div>
      {open && answerable(request.state) && <AnswerForm kind={open} request={request} busy={answer.pending} onAnswer={(body) => answer.run(body)} />}
    </li>
  );
}
