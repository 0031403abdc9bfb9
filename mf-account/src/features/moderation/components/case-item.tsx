import styled from '@directpay/shared-ui/styled';
import { Link } from '@directpay/shared-ui/routing';
import type { ModerationCase } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { REASON_LABELS, STANDING_LABELS } from '../lib/labels';
import { useMessages } from '../messages';
import { CaseActions, type CaseDecision } from './case-actions';

const Item = styled.li`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  display: grid;
  gap: 0.375rem;
  min-width: 0;
  h3 { margin: 0; font-size: 1.125rem; overflow-wrap: anywhere; }
  p, dl { margin: 0; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.125rem 0.75rem; }
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; min-width: 0; }
  blockquote { margin: 0; padding-left: 0.75rem; border-left: 3px solid ${theme.colors.border}; white-space: pre-wrap; overflow-wrap: anywhere; }
  .answer { background: ${theme.colors.subtle}; padding: 0.5rem 0.75rem; border-radius: ${theme.radius}; }
`;

/** One case of the queue: what was reported, about which listing, by whom, and the decision form. */
export function CaseItem({ item, onDecided, onShowLog }: { item: ModerationCase; onDecided: (decision: CaseDecision) => void; onShowLog: () => void }) {
  const t = useMessages();
  const f = useFormat();
  return (
    <Item data-testid="moderation-case">
      <h3>
        <Link to={`/clinic/${item.clinicId}`} translate="no">
          {item.clinicName}
        </Link>
      </h3>
      <dl>
        <dt>{t('case.reason')}</dt>
        <dd data-testid="case-reason">{t(REASON_LABELS[item.reason])}</dd>
        <dt>{t('case.reported')}</dt>
        <dd>{f.date(item.reportedAt, 'long')}</dd>
        <dt>{t('case.reporter')}</dt>
        <dd>{item.reporterEmail ? <span translate="no">{item.reporterEmail}</span> : t('case.noEmail')}</dd>
        <dt>{t('case.standing')}</dt>
        <dd data-testid="case-standing">{t(STANDING_LABELS[item.standing])}</dd>
      </dl>
      {item.note && (
        <blockquote translate="no" data-testid="case-note">
          {item.note}
        </blockquote>
      )}
      {item.ownerAnswer && (
        <div className="answer" data-testid="case-owner-answer">
          <p>{t('case.ownerAnswered', { date: f.date(item.ownerAnswer.answeredAt, 'long') })}</p>
          <blockquote translate="no">{item.ownerAnswer.text}</blockquote>
        </div>
      )}
      <p>
        <Button type="button" $variant="ghost" onClick={onShowLog}>
          {t('case.showLog')}
        </Button>
      </p>
      <CaseActions item={item} onDecided={onDecided} />
    </Item>
  );
}
