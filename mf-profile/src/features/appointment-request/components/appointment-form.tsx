import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { APPOINTMENT_MAX_WINDOWS, APPOINTMENT_NOTE_MAX, appointmentSettingsOf, clinicTimeZone, dayIn, pricedServices, type Clinic } from '@directpay/contracts';
import { Button, CheckLabel, FieldError, Select, TextAreaField, TextField, theme } from '@directpay/shared-ui';
import { useHoursFormat } from '@directpay/shared-ui/remote-ui';
import { useFormat, useLocale } from '@directpay/shared-ui/i18n';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { Disclaimer, Form, SendError } from '#src/features/contact-clinic/components/form-parts';
import { useMessages } from '#src/features/appointment-request/messages';
import { requestAppointment } from '../api/request-appointment';
import { appointmentResolver, emptyAppointmentFields, emptyWindow, shownFieldOf, toAppointmentRequest, type AppointmentFields } from '../lib/appointment-form';
import { windowDays } from '../lib/window-rules';
import { WindowFieldset } from './window-fieldset';
import { RequestSent } from './request-sent';

const Hours = styled.div`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  p { margin: 0; }
  ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
`;

const Choice = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.4rem;
  legend { font-weight: 700; margin-bottom: 0.4rem; }
  .row { display: flex; gap: 1.25rem; }
`;

/** The API's words about a field, as a sentence shown under it. */
const serverWords = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}${/[.!?]$/.test(words) ? '' : '.'}`;

export interface AppointmentFormProps {
  clinic: Clinic;
  /** The service picked where the patient came from (a row of the prices page). */
  service?: string;
}

/** "Request an appointment": a priced service, up to three preferred windows, the patient's contact and whether they pay themselves. */
export function AppointmentForm({ clinic, service }: AppointmentFormProps) {
  const t = useMessages();
  const f = useFormat();
  const locale = useLocale();
  const hoursFormat = useHoursFormat();
  const services = pricedServices(clinic);
  const limits = useMemo(
    () => ({ hours: clinic.hours, today: dayIn(clinicTimeZone(clinic.address.state ?? '')), minNoticeBusinessDays: appointmentSettingsOf(clinic.appointments).minNoticeBusinessDays }),
    [clinic],
  );
  const { first, last } = windowDays(limits);
  const picked = services.some((s) => s.description === service) ? service! : '';
  const empty = useMemo(() => emptyAppointmentFields(picked), [picked]);
  const resolver = useMemo(() => appointmentResolver(limits), [limits]);
  const { register, control, watch, handleSubmit, setError, formState } = useForm<AppointmentFields>({ defaultValues: empty, resolver });
  const { errors } = formState;
  const windows = useFieldArray({ control, name: 'windows' });
  const send = useApiMutation({
    mutationFn: async (request: ReturnType<typeof toAppointmentRequest>) => requestAppointment(clinic.id, request, await recaptchaToken()),
    topic: 'appointment-request',
    errorNotice: t('appointment.failed'),
    form: {
      setError: (name, error, options) => setError(name as never, error, { shouldFocus: options?.shouldFocus ?? false }),
      fieldOf: (field, error) => {
        const name = shownFieldOf(field);
        return name ? { name, message: serverWords(error.blame?.words ?? error.message), focus: true } : undefined;
      },
    },
  });
  const sendError = send.error && !(send.error.field && shownFieldOf(send.error.field)) ? t('appointment.failed') : '';

  useEffect(() => {
    preloadRecaptcha();
  }, []);

  if (send.succeeded) return <RequestSent clinicName={clinic.detail.name} />;

  // The page's language goes with the request, so the mails and the private page come in it.
  const submit = handleSubmit((fields) => send.run({ ...toAppointmentRequest(fields), locale }));
  const listed = hoursFormat.weekHours(clinic.hours);
  return (
    <Form noValidate onSubmit={submit} aria-busy={send.pending} data-testid="appointment-form">
      <div>
        <label htmlFor="appointment-service">{t('appointment.service')}</label>
        <Select id="appointment-service" aria-invalid={errors.service ? true : undefined} aria-describedby={errors.service ? 'appointment-service-error' : undefined} {...register('service')}>
          <option value="">{t('appointment.pickService')}</option>
          {services.map((s) => (
            <option key={s.description} value={s.description} translate="no">
              {t('appointment.serviceOption', { service: s.description, price: f.price(s.price) })}
            </option>
          ))}
        </Select>
        <FieldError id="appointment-service-error" message={errors.service?.message} />
      </div>
      <Hours data-testid="appointment-hours">
        <p>{t('appointment.windowsIntro', { first: f.date(`${first}T12:00:00Z`, 'long'), last: f.date(`${last}T12:00:00Z`, 'long') })}</p>
        <ul>
          {listed.map(({ day, label, text }) => (
            <li key={day}>{t('appointment.hoursLine', { day: label, hours: text })}</li>
          ))}
        </ul>
      </Hours>
      {windows.fields.map((field, index) => (
        <WindowFieldset key={field.id} index={index} register={register} watch={watch} errors={errors} first={first} last={last} onRemove={index > 0 ? () => windows.remove(index) : undefined} />
      ))}
      {windows.fields.length < APPOINTMENT_MAX_WINDOWS && (
        <Button type="button" $variant="secondary" onClick={() => windows.append(emptyWindow())}>
          {t('appointment.addWindow')}
        </Button>
      )}
      <TextField label={t('request.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label={t('request.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label={t('appointment.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <Choice aria-describedby={errors.selfPay ? 'appointment-self-pay-error' : undefined}>
        <legend>{t('appointment.selfPay')}</legend>
        <div className="row">
          <CheckLabel>
            <input type="radio" value="yes" {...register('selfPay')} />
            {t('appointment.yes')}
          </CheckLabel>
          <CheckLabel>
            <input type="radio" value="no" {...register('selfPay')} />
            {t('appointment.no')}
          </CheckLabel>
        </div>
        <FieldError id="appointment-self-pay-error" message={errors.selfPay?.message} />
      </Choice>
      <TextAreaField label={t('appointment.note')} rows={3} maxLength={APPOINTMENT_NOTE_MAX} hint={t('appointment.noteHint')} error={errors.note?.message} {...register('note')} />
      <Disclaimer />
      {sendError && <SendError role="alert">{sendError}</SendError>}
      <Button type="submit" disabled={send.pending}>
        {send.pending ? t('common.sending') : t('appointment.submit')}
      </Button>
    </Form>
  );
}
