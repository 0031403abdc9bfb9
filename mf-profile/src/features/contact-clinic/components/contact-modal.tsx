import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ClinicContactRequest } from '@directpay/contracts';
import { Button, Modal, TextAreaField, TextField } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useLocale } from '@directpay/shared-ui/i18n';
import { useMessages } from '#src/messages';
import { sendMessage } from '../api/send-message';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { messageResolver, toContactRequest, type MessageFields } from '../lib/validate';
import { Disclaimer, Form, SendError } from './form-parts';

const EMPTY: MessageFields = { name: '', emailAddress: '', message: '' };

export interface ContactModalProps {
  clinicId: string;
  clinicName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Send a message to {clinic}': checked before sending; on failure it stays open with what was typed. */
export function ContactModal({ clinicId, clinicName, open, onOpenChange }: ContactModalProps) {
  const t = useMessages();
  const locale = useLocale();
  // Checked on submit; once shown, an error clears as soon as the field is fixed. The first bad field gets the focus.
  const { register, handleSubmit, reset, formState } = useForm<MessageFields>({ defaultValues: EMPTY, resolver: messageResolver });
  const { errors } = formState;
  const send = useApiMutation({
    mutationFn: async (request: ClinicContactRequest) => sendMessage(clinicId, request, await recaptchaToken()),
    topic: 'contact-clinic',
    successNotice: t('contact.sent'),
    errorNotice: t('contact.failed'),
    onSuccess: () => {
      reset(EMPTY);
      onOpenChange(false);
    },
  });
  const sending = send.pending;
  // Repeated inside the dialog: while it is open the page behind it (and its notices) is hidden from screen readers.
  const sendError = send.error ? t('contact.failed') : '';

  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  // The page's language goes with the message, so the clinic's mail and any answer come in it.
  const submit = handleSubmit((fields) => send.run({ ...toContactRequest(fields), locale }));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('contact.title', { clinic: clinicName })} closeLabel={t('common.close')}>
      <Form noValidate onSubmit={submit} aria-busy={sending}>
        <TextField label={t('contact.name')} error={errors.name?.message} autoComplete="name" {...register('name')} />
        <TextField label={t('contact.email')} type="email" error={errors.emailAddress?.message} autoComplete="email" {...register('emailAddress')} />
        <TextAreaField label={t('contact.message')} rows={6} error={errors.message?.message} {...register('message')} />
        <Disclaimer />
        {sendError && <SendError role="alert">{sendError}</SendError>}
        <Button type="submit" disabled={sending}>
          {sending ? t('common.sending') : t('contact.send')}
        </Button>
      </Form>
    </Modal>
  );
}
