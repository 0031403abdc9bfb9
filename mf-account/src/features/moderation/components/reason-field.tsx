import { TextAreaField } from '@directpay/shared-ui';
import { MODERATION_REASON_MAX } from '@directpay/contracts';
import { useMessages } from '../messages';

/** The reason every decision needs: recorded in the audit log and, for a listing, mailed to its owner. */
export function ReasonField({ value, onChange, error, hint }: { value: string; onChange: (value: string) => void; error?: string; hint: string }) {
  const t = useMessages();
  return (
    <TextAreaField
      label={t('reason.label')}
      hint={hint}
      rows={2}
      maxLength={MODERATION_REASON_MAX}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The form's words for a reason left empty, or undefined when one was given. */
export function reasonProblem(reason: string, say: (key: 'reason.missing') => string): string | undefined {
  return reason.trim() === '' ? say('reason.missing') : undefined;
}
