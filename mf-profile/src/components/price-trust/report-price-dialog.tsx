import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { REPORT_DIFFERENT_PRICE_TEXT, type PriceReportRequest } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { Button, Modal, TextAreaField, TextField, formatPrice, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
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
  const say = useContractText();
  const { register, handleSubmit, reset, formState } = useForm<ReportFields>({ defaultValues: EMPTY, resolver: reportResolver(service.description) });
  const { errors } = formState;
  const send = useApiMutation({
    mutationFn: async (request: PriceReportRequest) => reportPrice(clinicId, request, await recaptchaToken()),
    topic: 'price-report',
    successNotice: REPORT_SENT,
    errorNotice: REPORT_FAILED,
    onSuccess: () => {
      reset(EMPTY);
      onOpenChange(false);
    },
  });
  const failed = send.error ? REPORT_FAILED : '';
  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const submit = handleSubmit((fields) => send.run(toReportRequest(service.description)(fields)));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={say(REPORT_DIFFERENT_PRICE_TEXT)}>
      <Form noValidate onSubmit={submit} aria-busy={send.pending}>
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
        <Button type="submit" disabled={send.pending}>
          {send.pending ? 'Sending…' : 'Send report'}
        </Button>
      </Form>
    </Modal>
  );
}
