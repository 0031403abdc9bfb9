import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import type { AppointmentAnswer, OwnerAppointment } from '@directpay/contracts';
import { Button, Select, TextAreaField, TextField } from '@directpay/shared-ui';
import { useMessages } from '../messages';
import { windowText } from '../lib/request-words';

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  .times { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; }
  button { justify-self: start; }
`;

export type AnswerKind = 'confirm' | 'propose' | 'decline';

interface Props {
  kind: AnswerKind;
  request: OwnerAppointment;
  busy: boolean;
  onAnswer: (answer: AppointmentAnswer) => void;
}

/** The three answers: confirm a window (with the exact time), propose another time, or decline with an optional reason. */
export function AnswerForm({ kind, request, busy, onAnswer }: Props) {
  const t = useMessages();
  const [windowIndex, setWindowIndex] = useState(0);
  const picked = request.windows[windowIndex];
  const [day, setDay] = useState('');
  const [from, setFrom] = useState(picked?.part === 'range' ? (picked.from ?? '') : '');
  const [to, setTo] = useState(picked?.part === 'range' ? (picked.to ?? '') : '');
  const [reason, setReason] = useState('');
  const pick = (index: number) => {
    setWindowIndex(index);
    const next = request.windows[index];
    setFrom(next?.part === 'range' ? (next.from ?? '') : '');
    setTo(next?.part === 'range' ? (next.to ?? '') : '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'decline') onAnswer({ action: 'decline', ...(reason.trim() ? { reason: reason.trim() } : {}) });
    else if (kind === 'confirm') onAnswer({ action: 'confirm', window: windowIndex, time: { day: picked.day, from, to } });
    else onAnswer({ action: 'propose', time: { day, from, to } });
  };
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy} data-testid={`answer-${kind}`}>
      {kind === 'confirm' && (
        <div>
          <label htmlFor={`confirm-window-${request.id}`}>{t('answer.window')}</label>
          <Select id={`confirm-window-${request.id}`} value={windowIndex} onChange={(e) => pick(Number(e.target.value))}>
            {request.windows.map((w, i) => (
              <option key={i} value={i}>
                {windowText(w)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {kind === 'propose' && <TextField label={t('answer.day')} type="date" value={day} onChange={(e) => setDay(e.target.value)} />}
      {kind !== 'decline' && (
        <div className="times">
          <TextField label={t('answer.start')} type="time" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label={t('answer.end')} type="time" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      )}
      {kind === 'decline' && <TextAreaField label={t('answer.reason')} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />}
      <Button type="submit" $variant={kind === 'decline' ? 'danger' : 'primary'} disabled={busy}>
        {t(`answer.do.${kind}` as const)}
      </Button>
    </Form>
  );
}
