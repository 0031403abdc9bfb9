import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { getModerationAudit, getModerationQueue, type ModerationAction, type ModerationCase } from '@directpay/contracts';
import { Button } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { actOnCase } from '../api/moderation-calls';
import { ACTION_LABELS, actionsFor } from '../lib/labels';
import { useMessages } from '../messages';
import { ReasonField, reasonProblem } from './reason-field';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

const Problem = styled.p`
  margin: 0.5rem 0 0;
  font-weight: 700;
`;

export interface CaseDecision {
  item: ModerationCase;
  action: ModerationAction;
  reason: string;
}

/**
 * A case's decision: a reason typed in, then one of the actions its listing's standing allows.
 * A case another administrator decided first answers 409, shown as "already decided".
 */
export function CaseActions({ item, onDecided }: { item: ModerationCase; onDecided: (decision: CaseDecision) => void }) {
  const t = useMessages();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const act = useApiMutation({
    mutationFn: ({ action, reason: why }: { action: ModerationAction; reason: string }) => actOnCase(item.id, action, why),
    invalidates: [getModerationQueue, getModerationAudit],
    topic: 'moderation',
    onSuccess: (_result, { action, reason: why }) => onDecided({ item, action, reason: why }),
    onError: (failure) => {
      if (failure.status === 409) setProblem(t('case.alreadyDecided'));
      else if (failure.status === 400 && failure.field?.endsWith('/reason')) setError(t('reason.missing'));
      else setProblem(t('case.failed', { message: failure.message }));
    },
  });

  const run = (action: ModerationAction) => {
    setProblem(undefined);
    const missing = reasonProblem(reason, t);
    setError(missing);
    if (!missing) void act.run({ action, reason: reason.trim() });
  };

  return (
    <div data-testid="case-actions">
      <ReasonField value={reason} onChange={(value) => {
          setReason(value);
          setError(undefined);
        }} error={error} hint={t('reason.caseHint')} />
      <Buttons>
        {actionsFor(item.standing).map((action) => (
          <Button key={action} type="button" $variant={action === 'dismiss' || action === 'restore' ? 'secondary' : 'danger'} disabled={act.pending} onClick={() => run(action)}>
            {t(ACTION_LABELS[action])}
          </Button>
        ))}
      </Buttons>
      {problem && <Problem role="alert">{problem}</Problem>}
    </div>
  );
}
