import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { REPORT_DIFFERENT_PRICE_TEXT, type PriceReportRequest } from '@directpay/contracts';
import { Button, Modal, TextAreaField, TextField, theme } from '@directpay/shared-ui';
import { useContractText, useFormat } from '@directpay/shared-ui/i18n';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { reportPrice } from '#src/api/report-price';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { asTyped } from '#src/components/rich-tags';
import { useMessages } from '#src/messages';
import { reportResolver, toReportRequest, type ReportFields } from './report-form';


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
  const t = useMessages();
  const f = useFormat();
  const { register, handleSubmit, reset, formState } = useForm<ReportFields>({ defaultValues: EMPTY, resolver: reportResolver(service.description) });
  const { errors } = formState;
  const send = useApiMutation({
    mutationFn: async (request: PriceReportRequest) => reportPrice(clinicId, request, await recaptchaToken()),
    topic: 'price-report',
    successNotice: t('report.sent'),
    errorNotice: t('report.failed'),
    onSuccess: () => {
      reset(EMPTY);
      onOpenChange(false);
    },
  });
  const failed = send.error ? t('report.failed') : '';
  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const submit = handleSubmit((fields) => send.run(toReportRequest(service.description)(fields)));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={say(REPORT_DIFFERENT_PRICE_TEXT)} closeLabel={t('common.close')}>
      <Form noValidate onSubmit={submit} aria-busy={send.pending}>
        <p className="about">
          {t.rich('report.about', { service: asTyped, clinic: asTyped }, { service: service.description, clinic: clinicName, price: f.price(service.price) })}
        </p>
        <TextField label={t('report.amountPaid')} inputMode="decimal" error={errors.amountPaid?.message} {...register('amountPaid')} />
        <TextField label={t('report.visitDate')} type="date" error={errors.visitDate?.message} {...register('visitDate')} />
        <TextAreaField label={t('report.note')} rows={3} error={errors.note?.message} {...register('note')} />
        <p className="note">{t('report.privacy')}</p>
        {failed && (
          <p className="error" role="alert">
            {failed}
          </p>
        )}
        <Button type="submit" disabled={send.pending}>
          {send.pending ? t('common.sending') : t('report.send')}
        </Button>
      </Form>
    </Modal>
  );
}
