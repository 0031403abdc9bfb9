import { useEffect, useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { DEADLINE_RULE_WORDS, type EstimateRequestAccepted, type EstimateRequestInput } from '@directpay/contracts';
import { Button, CheckLabel, Modal, TextAreaField, TextField, theme } from '@directpay/shared-ui';
import { useFormat, useLocale } from '@directpay/shared-ui/i18n';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { requestEstimate } from '../api/request-estimate';
import { SERVICES_GROUP, emptyEstimateFields, estimateResolver, formatDay, shownFieldOf, toEstimateRequest, type EstimateFields } from '../lib/estimate-form';
import { Form, SendError } from '#src/features/contact-clinic/components/form-parts';
import { asTyped } from '#src/components/rich-tags';
import { useMessages } from '#src/messages';
import { EstimatePrivacyNote } from './estimate-privacy-note';

const Services = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 0.75rem;
  margin: 0;
  min-width: 0;
  legend { font-weight: 700; padding: 0 0.25rem; }
  .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.4rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  .row:last-of-type { border-bottom: 0; }
  .row label { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
  .qty { display: flex; align-items: center; gap: 0.4rem; }
  .qty input { width: 4.5rem; padding: 0.35rem 0.5rem; }
  .error { margin: 0.25rem 0 0; color: ${theme.colors.danger}; font-weight: 700; }
`;

const Next = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p { margin: 0; }
  .due { font-weight: 700; font-size: 1.125rem; }
`;

const messageAt = (errors: FieldErrors<EstimateFields>, path: string): string | undefined => {
  const node = path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), errors);
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** The API's words about a field, as a sentence shown under it. */
const serverWords = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}${/[.!?]$/.test(words) ? '' : '.'}`;

export interface EstimateModalProps {
  clinicId: string;
  clinicName: string;
  clinicState: string;
  services: readonly { description: string; price: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Get a Good Faith Estimate": the listed services with a quantity, the patient's
 * name, date of birth and email, an optional date and note. Once sent it says
 * what happens next and the day the clinic must answer by.
 */
export function EstimateModal({ clinicId, clinicName, clinicState, services, open, onOpenChange }: EstimateModalProps) {
  const t = useMessages();
  const f = useFormat();
  const locale = useLocale();
  const empty = useMemo(() => emptyEstimateFields(services.map((s) => s.description)), [services]);
  const resolver = useMemo(() => estimateResolver(clinicState), [clinicState]);
  const { register, handleSubmit, reset, setError, getValues, formState } = useForm<EstimateFields>({ defaultValues: empty, resolver });
  const { errors } = formState;
  const send = useApiMutation<EstimateRequestAccepted, EstimateRequestInput>({
    mutationFn: async (request) => requestEstimate(clinicId, request, await recaptchaToken()),
    topic: 'estimate-request',
    successNotice: t('request.sent'),
    errorNotice: t('request.failed'),
    form: {
      setError: (name, error, options) => setError(name as never, error, { shouldFocus: options?.shouldFocus ?? false }),
      fieldOf: (field, error) => {
        const name = shownFieldOf(field, getValues());
        return name ? { name, message: serverWords(error.blame?.words ?? error.message), focus: true } : undefined;
      },
    },
    onSuccess: () => reset(empty),
  });
  const sendError = send.error && !(send.error.field && shownFieldOf(send.error.field, getValues())) ? t('request.failed') : '';

  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const close = (next: boolean) => {
    if (!next) send.reset();
    onOpenChange(next);
  };
  // The page's language goes with the request, so the receipt and the estimate come in it.
  const submit = handleSubmit((fields) => send.run({ ...toEstimateRequest(fields), locale }));
  const accepted = send.data;

  return (
    <Modal open={open} onOpenChange={close} title={t('request.title', { clinic: clinicName })} closeLabel={t('common.close')}>
      {accepted ? (
        <Next role="status" data-testid="estimate-requested">
          <p>{t.rich('request.sentTo', { clinic: asTyped }, { clinic: clinicName })}</p>
          <p className="due">{t('request.due', { day: formatDay(accepted.dueOn) })}</p>
          <p>{DEADLINE_RULE_WORDS[accepted.rule]}</p>
          <p>{t('request.howItComes')}</p>
          <Button type="button" onClick={() => close(false)}>
            {t('common.close')}
          </Button>
        </Next>
      ) : (
        <Form noValidate onSubmit={submit} aria-busy={send.pending}>
          <Services aria-describedby={messageAt(errors, SERVICES_GROUP) ? 'estimate-services-error' : undefined}>
            <legend>{t('request.services')}</legend>
            {services.map((service, i) => {
              const quantityError = messageAt(errors, `services.${i}.quantity`) ?? messageAt(errors, `services.${i}.description`);
              return (
                <div className="row" key={`${i}-${service.description}`}>
                  <CheckLabel>
                    <input type="checkbox" {...register(`services.${i}.picked`)} />
                    <span>
                      <span translate="no">{service.description}</span> ({f.price(service.price)})
                    </span>
                  </CheckLabel>
                  <span className="qty">
                    <label htmlFor={`estimate-qty-${i}`}>{t('request.quantity')}</label>
                    <input
                      id={`estimate-qty-${i}`}
                      inputMode="numeric"
                      aria-invalid={quantityError ? true : undefined}
                      aria-label={t('request.quantityOf', { service: service.description })}
                      {...register(`services.${i}.quantity`)}
                    />
                  </span>
                  {quantityError && <p className="error">{quantityError}</p>}
                </div>
              );
            })}
            {messageAt(errors, SERVICES_GROUP) && (
              <p className="error" id="estimate-services-error">
                {messageAt(errors, SERVICES_GROUP)}
              </p>
            )}
          </Services>
          <TextField label={t('request.name')} autoComplete="name" error={errors.patientName?.message} {...register('patientName')} />
          <TextField label={t('request.dateOfBirth')} type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
          <TextField label={t('request.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField
            label={t('request.scheduled')}
            type="date"
            hint={t('request.scheduledHint')}
            error={errors.scheduledFor?.message}
            {...register('scheduledFor')}
          />
          <TextAreaField label={t('request.note')} rows={3} error={errors.note?.message} {...register('note')} />
          <EstimatePrivacyNote clinicName={clinicName} />
          {sendError && <SendError role="alert">{sendError}</SendError>}
          <Button type="submit" disabled={send.pending}>
            {send.pending ? t('common.sending') : t('request.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
