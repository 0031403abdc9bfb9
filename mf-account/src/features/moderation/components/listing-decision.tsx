import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Link } from '@directpay/shared-ui/routing';
import { MODERATION_ANSWER_MAX, listOwnerClinics, type ListingDecision } from '@directpay/contracts';
import { Button, TextAreaField, theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { answerDecision } from '../api/moderation-calls';
import { useMessages } from '../messages';

const Box = styled.div`
  margin-top: 0.5rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radius};
  display: grid;
  gap: 0.5rem;
  min-width: 0;
  p { margin: 0; color: ${theme.colors.text}; font-size: 1rem; overflow-wrap: anywhere; }
  blockquote { margin: 0; padding-left: 0.75rem; border-left: 3px solid ${theme.colors.border}; white-space: pre-wrap; overflow-wrap: anywhere; }
  form { display: grid; gap: 0.5rem; }
  form > div:last-child { display: flex; }
`;

/** The owner's one answer; once given, the box shows it instead of the form. */
function AnswerForm({ clinicId }: { clinicId: string }) {
  const t = useMessages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const answer = useApiMutation({
    mutationFn: (typed: string) => answerDecision(clinicId, typed),
    invalidates: [listOwnerClinics],
    topic: 'moderation-answer',
    successNotice: t('decision.answerSent'),
    onError: (failure) => setError(failure.status === 409 ? t('decision.alreadyAnswered') : t('decision.answerFailed', { message: failure.message })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(t('decision.answerMissing'));
    void answer.run(text.trim());
  };
  return (
    <form noValidate onSubmit={submit}>
      <TextAreaField
        label={t('decision.answerLabel')}
        hint={t('decision.answerHint')}
        rows={3}
        maxLength={MODERATION_ANSWER_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <div>
        <Button type="submit" disabled={answer.pending}>
          {t('decision.answer')}
        </Button>
      </div>
    </form>
  );
}

/** Why a moderator closed or suspended the listing, when, and the owner's answer or the form for it. */
export function ListingDecisionView({ clinicId, decision }: { clinicId: string; decision: ListingDecision }) {
  const t = useMessages();
  const f = useFormat();
  const date = f.date(decision.decidedAt, 'long');
  return (
    <Box data-testid="listing-decision">
      <p>
        <strong>{decision.standing === 'closed' ? t('decision.closed', { date }) : t('decision.suspended', { date })}</strong>
      </p>
      <p>{t('decision.reason')}</p>
      <blockquote translate="no" data-testid="decision-reason">
        {decision.reason}
      </blockquote>
      {decision.answer ? (
        <div data-testid="decision-answer">
          <p>{t('decision.answered', { date: f.date(decision.answer.answeredAt, 'long') })}</p>
          <blockquote translate="no">{decision.answer.text}</blockquote>
        </div>
      ) : (
        <AnswerForm clinicId={clinicId} />
      )}
      <p>{t.rich('decision.policy', { policy: (text) => <Link to="/moderation-policy">{text}</Link> })}</p>
    </Box>
  );
}
