import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { ClinicContactRequest } from '@directpay/contracts';
import { Button, Modal, TextAreaField, TextField } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { sendMessage } from '../api/send-message';
import { preloadRecaptcha, recaptchaToken } from '#src/lib/recaptcha';
import { messageResolver, toContactRequest, type MessageFields } from '../lib/validate';
import { Disclaimer, Form, SendError } from './form-parts';

export const SENT_MESSAGE = 'Your message has been sent successfully!';
export const SEND_FAILED_MESSAGE = 'There was an error sending your message. Please try again.';

const EMPTY: MessageFields = { name: '', emailAddress: '', message: '' };

export interface ContactModalProps {
  clinicId: string;
  clinicName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Send a message to {clinic}': checked before sending; on failure it stays open with what was typed. */
export function ContactModal({ clinicId, clinicName, open, onOpenChange }: ContactModalProps) {
  // Checked on submit; once shown, an error clears as soon as the field is fixed. The first bad field gets the focus.
  const { register, handleSubmit, reset, formState } = useForm<MessageFields>({ defaultValues: EMPTY, resolver: messageResolver });
  const { errors } = formState;
  const send = useApiMutation({
    mutationFn: async (request: ClinicContactRequest) => sendMessage(clinicId, request, await recaptchaToken()),
    topic: 'contact-clinic',
    successNotice: SENT_MESSAGE,
    errorNotice: SEND_FAILED_MESSAGE,
    onSuccess: () => {
      reset(EMPTY);
      onOpenChange(false);
    },
  });
  const sending = send.pending;
  // Repeated inside the dialog: while it is open the page behind it (and its notices) is hidden from screen readers.
  const sendError = send.error ? SEND_FAILED_MESSAGE : '';

  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const submit = handleSubmit((fields) => send.run(toContactRequest(fields)));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Send a message to ${clinicName}`}>
      <Form noValidate onSubmit={submit} aria-busy={sending}>
        <TextField label="Your name" error={errors.name?.message} autoComplete="name" {...register('name')} />
        <TextField label="Your email" type="email" error={errors.emailAddress?.message} autoComplete="email" {...register('emailAddress')} />
        <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
        <Disclaimer />
        {sendError && <SendError role="alert">{sendError}</SendError>}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </Form>
    </Modal>
  );
}
