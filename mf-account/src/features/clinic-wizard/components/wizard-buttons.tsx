import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { useMessages } from '../messages';

const Bar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
  margin-top: 1.5rem;
  flex-wrap: wrap;
  > div { display: flex; gap: 0.5rem; }
`;

interface Props {
  step: number;
  total: number;
  busy: boolean;
  onBack: () => void;
  onExit: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Back from step 2, Exit always, Next before the last step, Submit on it (spec section 2). */
export function WizardButtons({ step, total, busy, onBack, onExit, onNext, onSubmit }: Props) {
  const t = useMessages();
  return (
    <Bar>
      <div>
        <Button $variant="ghost" onClick={onExit} disabled={busy}>
          {t('buttons.exit')}
        </Button>
        {step > 1 && (
          <Button $variant="secondary" onClick={onBack} disabled={busy}>
            {t('buttons.back')}
          </Button>
        )}
      </div>
      <div>
        {step < total ? (
          <Button onClick={onNext}>{t('buttons.next')}</Button>
        ) : (
          <Button onClick={onSubmit} disabled={busy}>
            {busy ? t('buttons.submitting') : t('buttons.submit')}
          </Button>
        )}
      </div>
    </Bar>
  );
}
