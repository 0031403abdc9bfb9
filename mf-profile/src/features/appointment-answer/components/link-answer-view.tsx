import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { useAppointmentLink as answerByLink, type AppointmentAnswer, type AppointmentLinkInfo } from '@directpay/contracts';
import { Button, TextAreaField, TextField, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { callEndpoint } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useMessages } from '#src/features/appointment-request/messages';
import { STATE_TITLES } from '#src/features/patient-appointment/lib/state-words';
import { timeText, windowText } from '#src/features/patient-appointment/lib/window-text';
import { linkProblemKey } from '../lib/link-errors';

const Wrap = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
  min-width: 0;
  overflow-wrap: anywhere;
  h1, h2, p { margin: 0; }
  form { display: grid; gap: 0.75rem; }
  .times { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; }
  .done { border: 2px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.75rem 1rem; }
  .error { color: ${theme.colors.danger}; font-weight: 700; }
  button { justify-self: start; }
`;

/** The one-click link's page: what the link does, then one click that does it. */
export function LinkAnswerView({ info, token }: { info: AppointmentLinkInfo; token: string }) {
  const t = useMessages();
  const f = useFormat();
  const { request, window } = info;
  const range = window?.part === 'range';
  const [day, setDay] = useState(window?.day ?? '');
  const [from, setFrom] = useState(range ? (window?.from ?? '') : '');
  const [to, setTo] = useState(range ? (window?.to ?? '') : '');
  const [reason, setReason] = useState('');
  useDocumentMeta(t('answerPage.metaTitle'));
  const send = useApiMutation({
    mutationFn: (answer: AppointmentAnswer) => callEndpoint(answerByLink, { params: { token }, body: answer }),
    topic: 'appointment-link',
  });
  const windowIndex = window ? request.windows.findIndex((w) => w.day === window.day && w.part === window.part && w.from === window.from && w.to === window.to) : -1;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (info.action === 'decline') send.run({ action: 'decline', ...(reason.trim() ? { reason: reason.trim() } : {}) });
    else if (info.action === 'confirm') send.run({ action: 'confirm', window: Math.max(0, windowIndex), time: { day: window?.day ?? day, from, to } });
    else send.run({ action: 'propose', time: { day, from, to } });
  };
  const done = send.data?.result;
  return (
    <Wrap data-testid="appointment-answer">
      <h1>{t(`answerPage.title.${info.action}` as const)}</h1>
      <p>
        <span translate="no">{request.clinicName}</span> · <span translate="no">{request.name}</span>
      </p>
      <p>
        <span translate="no">{request.service.description}</span> ({f.price(request.service.price)}) · {t(request.selfPay ? 'appointmentPage.selfPay' : 'appointmentPage.notSelfPay')}
      </p>
      {window && <p data-testid="answer-window">{t('answerPage.window', { window: windowText(window) })}</p>}
      {done ? (
        <p className="done" role="status" data-testid="answer-done">
          {t(STATE_TITLES[done.state])}
          {done.time ? ` · ${timeText(done.time)}` : ''}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-busy={send.pending}>
          {info.action === 'propose' && <TextField label={t('appointment.day')} type="date" required value={day} onChange={(e) => setDay(e.target.value)} />}
          {info.action !== 'decline' && (!range || info.action === 'propose') && (
            <div className="times">
              <TextField label={t('answerPage.start')} type="time" required value={from} onChange={(e) => setFrom(e.target.value)} />
              <TextField label={t('answerPage.end')} type="time" required value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          )}
          {info.action === 'decline' && <TextAreaField label={t('answerPage.reason')} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
          {send.error && (
            <p className="error" role="alert">
              {send.error.status >= 409 || send.error.status === 404 ? t(linkProblemKey(send.error.status)) : t('answerPage.failed', { error: send.error.blame?.words ?? send.error.message })}
            </p>
          )}
          <Button type="submit" $variant={info.action === 'decline' ? 'danger' : 'primary'} disabled={send.pending}>
            {t(`answerPage.do.${info.action}` as const)}
          </Button>
        </form>
      )}
    </Wrap>
  );
}
