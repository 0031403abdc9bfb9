import { useForm } from 'react-hook-form';
import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { CONTACT_MESSAGE_MAX, PHONE_REGIONS, phoneRegionText } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { Button, FieldError, FieldGroup, Input, Select, TextAreaField, TextField, media, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { contactResolver, EMPTY_CONTACT, toContactRequest, type ContactFormValues } from './contact-form-values';

import { PrivacySwitch } from './privacy-switch';
import { sendContactMessage } from './send-contact';
import { useMessages } from './messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 1rem;
  ${media.mobile} { grid-template-columns: 1fr; }
  .wide { grid-column: 1 / -1; }
`;

/** Marks an optional field in its label. */
const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) 1fr;
  gap: 0.5rem;
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const Failure = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: #fef2f2;
  color: ${theme.colors.danger};
`;

/**
 * The site contact form. Unlike the original, nothing is sent until required
 * fields, email, phone and the privacy switch pass; a failure keeps what was typed.
 */
export function ContactForm() {
  const t = useMessages();
  const failureText = (reason: string) => t('failed', { reason });
  const say = useContractText();
  const { register, handleSubmit, reset, formState } = useForm<ContactFormValues>({ defaultValues: EMPTY_CONTACT, resolver: contactResolver });
  const { errors } = formState;
  const send = useApiMutation({
    mutationFn: sendContactMessage,
    topic: 'contact-us',
    successNotice: t('sent'),
    errorNotice: (error) => failureText(error.message),
    onSuccess: () => reset(EMPTY_CONTACT),
  });
  // Also beside the button, where the visitor is looking.
  const failure = send.error ? failureText(send.error.message) : '';

  const onSubmit = handleSubmit((values) => send.run(toContactRequest(values)));

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form')}>
      <Grid>
        <TextField label={t('firstName')} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={t('lastName')} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        <div className="wide">
          <TextField
            label={
              <>
                {t('company')} <Optional>{t('optional')}</Optional>
              </>
            }
            autoComplete="organization"
            {...register('company')}
          />
        </div>
        <TextField label={t('email')} type="email" autoComplete="email" error={errors.email_address?.message} {...register('email_address')} />
        <FieldGroup>
          <span id="contact-phone-label">
            <label htmlFor="contact-phone">{t('phone')}</label> <Optional>{t('optional')}</Optional>
          </span>
          <PhoneRow>
            <Select aria-label={t('phoneCountry')} autoComplete="tel-country-code" {...register('phone_region')}>
              {PHONE_REGIONS.map((region) => (
                <option key={region} value={region}>
                  {say(phoneRegionText(region))}
                </option>
              ))}
            </Select>
            <Input
              id="contact-phone"
              type="tel"
              autoComplete="tel"
              aria-invalid={errors.phone_number ? true : undefined}
              aria-describedby={errors.phone_number ? 'contact-phone-error' : undefined}
              {...register('phone_number')}
            />
          </PhoneRow>
          <FieldError id="contact-phone-error" message={errors.phone_number?.message} />
        </FieldGroup>
        <div className="wide">
          <TextAreaField
            label={t('message')}
            rows={5}
            maxLength={CONTACT_MESSAGE_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
        </div>
        <div className="wide">
          <PrivacySwitch
            error={errors.privacy?.message}
            {...register('privacy')}
          >
            {t.rich('privacy', { link: (text) => <Link to="/private-policy">{text}</Link> })}
          </PrivacySwitch>
        </div>
        {failure && (
          <Failure className="wide" role="alert">
            {failure}
          </Failure>
        )}
        <div className="wide">
          <Button type="submit" disabled={send.pending}>
            {send.pending ? t('sending') : t('send')}
          </Button>
        </div>
      </Grid>
    </form>
  );
}
