import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { acceptAppointmentProposal, cancelAppointment, getPatientAppointment, type PatientAppointment } from '@directpay/contracts';
import { Button, callEndpoint, theme, useDocumentMeta } from '@directpay/shared-ui';
import { formatPhone } from '@directpay/shared-ui/remote-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/features/appointment-request/messages';
import { STATE_TEXTS, STATE_TITLES, cancellable } from '../lib/state-words';
import { timeText, windowText } from '../lib/window-text';
import { downloadCalendar } from '../lib/calendar-download';

const Wrap = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
  min-width: 0;
  overflow-wrap: anywhere;
  h1, h2, p { margin: 0; }
  h2 { font-size: 1.125rem; }
  ul { margin: 0; padding-left: 1.25rem; }
  .state { border: 2px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.75rem 1rem; display: grid; gap: 0.4rem; }
  .time { font-weight: 700; font-size: 1.125rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  .muted { color: ${theme.colors.muted}; }
`;

export interface AppointmentStatusViewProps {
  appointment: PatientAppointment;
  token: string;
}

/** The patient's private page: where the request stands, in plain words, and what they can do now. */
export function AppointmentStatusView({ appointment, token }: AppointmentStatusViewProps) {
  const t = useMessages();
  const f = useFormat();
  const [current, setCurrent] = useState(appointment);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  useDocumentMeta(t('appointmentPage.metaTitle'), t('appointmentPage.metaDescription'));
  const params = { params: { token } };
  const accept = useApiMutation({
    mutationFn: () => callEndpoint(acceptAppointmentProposal, params),
    topic: 'appointment-accept',
    successNotice: t('appointmentPage.accepted'),
    errorNotice: t('appointmentPage.actionFailed'),
    invalidates: [getPatientAppointment],
    onSuccess: (next) => setCurrent(next),
  });
  const cancel = useApiMutation({
    mutationFn: () => callEndpoint(cancelAppointment, params),
    topic: 'appointment-cancel',
    successNotice: t('appointmentPage.cancelledNotice'),
    errorNotice: t('appointmentPage.actionFailed'),
    invalidates: [getPatientAppointment],
    onSuccess: (next) => {
      setConfirmingCancel(false);
      setCurrent(next);
    },
  });
  const calendar = useApiMutation({ mutationFn: () => downloadCalendar(token), topic: 'appointment-calendar', errorNotice: (error) => error.message });
  const { clinic, service, state, time } = current;
  const busy = accept.pending || cancel.pending;
  return (
    <Wrap data-testid="appointment-status">
      <h1>{t('appointmentPage.title')}</h1>
      <p translate="no">{clinic.name}</p>
      <section className="state" aria-labelledby="appointment-state" data-state={state}>
        <h2 id="appointment-state" data-testid="appointment-state">
          {t(STATE_TITLES[state])}
        </h2>
        {time && (
          <p className="time" data-testid="appointment-time">
            {timeText(time)}
          </p>
        )}
        <p>{t(STATE_TEXTS[state])}</p>
        {state === 'declined' && current.declineReason && (
          <p>
            {t('appointmentPage.reason')} <span translate="no">{current.declineReason}</span>
          </p>
        )}
      </section>
      <div className="actions">
        {state === 'proposed' && (
          <Button type="button" onClick={() => accept.run()} disabled={busy}>
            {t('appointmentPage.accept')}
          </Button>
        )}
        {state === 'confirmed' && (
          <Button type="button" $variant="secondary" onClick={() => calendar.run()} disabled={calendar.pending}>
            {t('appointmentPage.calendar')}
          </Button>
        )}
        {cancellable(state) && !confirmingCancel && (
          <Button type="button" $variant="ghost" onClick={() => setConfirmingCancel(true)} disabled={busy}>
            {t('appointmentPage.cancel')}
          </Button>
        )}
      </div>
      {confirmingCancel && (
        <section role="group" aria-labelledby="appointment-cancel-question" className="state">
          <p id="appointment-cancel-question">{t('appointmentPage.cancelQuestion')}</p>
          <div className="actions">
            <Button type="button" $variant="danger" onClick={() => cancel.run()} disabled={busy}>
              {t('appointmentPage.cancelYes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setConfirmingCancel(false)} disabled={busy}>
              {t('appointmentPage.cancelNo')}
            </Button>
          </div>
        </section>
      )}
      <section aria-labelledby="appointment-details">
        <h2 id="appointment-details">{t('appointmentPage.details')}</h2>
        <p>
          <span translate="no">{service.description}</span> ({f.price(service.price)})
        </p>
        <p>{t(current.selfPay ? 'appointmentPage.selfPay' : 'appointmentPage.notSelfPay')}</p>
        <p>{t('appointmentPage.windows')}</p>
        <ul>
          {current.windows.map((window, i) => (
            <li key={i}>{windowText(window)}</li>
          ))}
        </ul>
        <p className="muted">
          {t('appointmentPage.contact')}{' '}
          <span translate="no">
            {clinic.address}
            {clinic.phoneNumber.trim() ? ` · ${formatPhone(clinic.phoneNumber)}` : ''}
          </span>
        </p>
      </section>
    </Wrap>
  );
}
