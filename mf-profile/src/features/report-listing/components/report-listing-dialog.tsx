import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { LISTING_REPORT_REASONS, type ListingReportRequest } from '@directpay/contracts';
import { Button, FieldError, Modal, TextAreaField, TextField, theme } from '@directpay/shared-ui';
import { useLocale } from '@directpay/shared-ui/i18n';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { asTyped } from '#src/components/rich-tags';
import { useMessages as useProfileMessages } from '#src/messages';
import { useMessages } from '../messages';
import { Form, SendError } from '#src/features/contact-clinic/components/form-parts';
import { reportListing } from '../api/report-listing';
import { EMPTY_LISTING_REPORT, listingReportResolver, refusalOf, toListingReport, type ListingReportFields } from '../lib/listing-report-form';
import { REASON_LABELS } from '../lib/reason-labels';

const Reasons = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  legend { font-weight: 700; padding: 0; margin-bottom: 0.25rem; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; }
  input { width: 1.125rem; height: 1.125rem; flex: none; }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

export interface ReportListingDialogProps {
  clinicId: string;
  clinicName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Report this listing": a reason, an optional email and note. The API's refusals show
 * beside the field they concern; once sent the dialog says so until it is closed.
 * Loaded on the first click (React.lazy), so profiles do not carry the form.
 */
export default function ReportListingDialog({ clinicId, clinicName, open, onOpenChange }: ReportListingDialogProps) {
  const t = useMessages();
  const common = useProfileMessages();
  const locale = useLocale();
  const { register, handleSubmit, reset, setError, formState } = useForm<ListingReportFields>({ defaultValues: EMPTY_LISTING_REPORT, resolver: listingReportResolver(locale) });
  const { errors } = formState;
  const [formError, setFormError] = useState('');
  const send = useApiMutation({
    mutationFn: async (request: ListingReportRequest) => reportListing(clinicId, request, await recaptchaToken()),
    topic: 'listing-report',
    onSuccess: () => reset(EMPTY_LISTING_REPORT),
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal.field === 'form') setFormError(refusal.message);
      else setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
    },
  });

  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const close = (next: boolean) => {
    // A closed dialog opens again on the form, not on the last confirmation or refusal.
    if (!next) {
      if (send.succeeded) send.reset();
      setFormError('');
    }
    onOpenChange(next);
  };
  const submit = handleSubmit((fields) => {
    setFormError('');
    return send.run(toListingReport(locale)(fields));
  });

  return (
    <Modal open={open} onOpenChange={close} title={t('title')} closeLabel={common('common.close')}>
      {send.succeeded ? (
        <Form as="div" data-testid="listing-report-sent">
          <p role="status">{t('sent')}</p>
          <Button type="button" onClick={() => close(false)}>
            {common('common.close')}
          </Button>
        </Form>
      ) : (
        <Form noValidate onSubmit={submit} aria-busy={send.pending}>
          {/* The name is a tag's content, not a value: a value is parsed for tags, and names are shown as typed. */}
          <p>{t.rich('about', { clinic: () => asTyped(clinicName) })}</p>
          <Reasons aria-describedby={errors.reason ? 'listing-reason-error' : undefined}>
            <legend>{t('reason')}</legend>
            {LISTING_REPORT_REASONS.map((reason) => (
              <label key={reason}>
                <input type="radio" value={reason} aria-invalid={errors.reason ? true : undefined} {...register('reason')} />
                {t(REASON_LABELS[reason])}
              </label>
            ))}
            <FieldError id="listing-reason-error" message={errors.reason?.message} />
          </Reasons>
          <TextField label={t('email')} hint={t('emailHint')} type="email" autoComplete="email" error={errors.emailAddress?.message} {...register('emailAddress')} />
          <TextAreaField label={t('note')} rows={3} error={errors.note?.message} {...register('note')} />
          <Note>{t('privacy')}</Note>
          {formError && <SendError role="alert">{formError}</SendError>}
          <Button type="submit" disabled={send.pending}>
            {send.pending ? common('common.sending') : t('send')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
