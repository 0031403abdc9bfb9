import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { REPORT_DIFFERENT_PRICE } from '@directpay/contracts';
import { Button, Modal, TextAreaField, TextField, formatPrice, notify, theme } from '@directpay/shared-ui';
import { reportPrice } from '#src/api/report-price';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { reportResolver, toReportRequest, type ReportFields } from './report-form';

export const REPORT_SENT = 'Thank you. Your report was sent to the clinic.';
export const REPORT_FAILED = 'There was an error sending your report. Please try again.';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  .about { margin: 0; }
  .note { margin: 0; font-size: 0.875rem; color: ${theme.colors.muted}; }
  .error { margin: 0; color: ${theme.colors.danger}; font-weight: 700; }
`;

const EMPTY: ReportFields = { amountPaid: '', visitDate: '', note: '' };

export interface ReportPriceDialogProps {
  clinicId: string;
  clinicName: string;
  service: { description: string; price: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "I was charged a different price": amount paid, date, optional note. Loaded
 * only when a visitor opens it (React.lazy), so profiles do not carry the form.
 */
export default function ReportPriceDialog({ clinicId, clinicName, service, open, onOpenChange }: ReportPriceDialogProps) {
  const { register, handleSubmit, reset, formState } = useForm<ReportFields>({ defaultValues: EMPTY, resolver: reportResolver(service.description) });
  const { errors, isSubmitting } = formState;
  const [failed, setFailed] = useState('');
  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const submit = handleSubmit(async (fields) => {
    setFailed('');
    try {
      await reportPrice(clinicId, toReportRequest(service.description)(fields), await recaptchaToken());
      notify.success(REPORT_SENT, 'price-report');
      reset(EMPTY);
      onOpenChange(false);
    } catch {
      notify.error(REPORT_FAILED, 'price-report');
      setFailed(REPORT_FAILED);
    }
  });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={REPORT_DIFFERENT_PRICE}>
      <Form noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <p className="about">
          {service.description} at {clinicName} is listed at {formatPrice(service.price)}.
        </p>
        <TextField label="Amount paid ($)" inputMode="decimal" error={errors.amountPaid?.message} {...register('amountPaid')} />
        <TextField label="Date of visit" type="date" error={errors.visitDate?.message} {...register('visitDate')} />
        <TextAreaField label="Note (optional)" rows={3} error={errors.note?.message} {...register('note')} />
        <p className="note">Your report is anonymous: we do not ask for or keep your name, email or address. The clinic is sent the amount, date and note.</p>
        {failed && (
          <p className="error" role="alert">
            {failed}
          </p>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send report'}
        </Button>
      </Form>
    </Modal>
  );
}
