import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Modal, notify, TextAreaField, TextField } from '@directpay/shared-ui';
import { sendMessage } from '../api/send-message';
import { preloadRecaptcha, recaptchaToken } from '../lib/recaptcha';
import { validateMessage, type MessageErrors, type MessageFields } from '../lib/validate';
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
  const [fields, setFields] = useState<MessageFields>(EMPTY);
  const [errors, setErrors] = useState<MessageErrors>({});
  const [sending, setSending] = useState(false);
  // Repeated inside the dialog: while it is open the page behind it (and its notices) is hidden from screen readers.
  const [sendError, setSendError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (open) preloadRecaptcha();
  }, [open]);

  const change = (key: keyof MessageFields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setFields((f) => ({ ...f, [key]: value }));
    // Once shown, an error clears as soon as the field is fixed.
    if (errors[key]) setErrors((e) => ({ ...e, [key]: validateMessage({ ...fields, [key]: value })[key] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMessage(fields);
    setErrors(found);
    const firstBad = (Object.keys(found) as (keyof MessageFields)[])[0];
    if (firstBad) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    setSending(true);
    setSendError('');
    try {
      await sendMessage(clinicId, fields, await recaptchaToken());
      notify.success(SENT_MESSAGE, 'contact-clinic');
      setFields(EMPTY);
      onOpenChange(false);
    } catch {
      notify.error(SEND_FAILED_MESSAGE, 'contact-clinic');
      setSendError(SEND_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={`Send a message to ${clinicName}`}>
      <Form ref={formRef} noValidate onSubmit={submit} aria-busy={sending}>
        <TextField label="Your name" name="name" value={fields.name} error={errors.name} onChange={change('name')} autoComplete="name" />
        <TextField label="Your email" name="emailAddress" type="email" value={fields.emailAddress} error={errors.emailAddress} onChange={change('emailAddress')} autoComplete="email" />
        <TextAreaField label="Message" name="message" rows={6} value={fields.message} error={errors.message} onChange={change('message')} />
        <Disclaimer />
        {sendError && <SendError role="alert">{sendError}</SendError>}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </Form>
    </Modal>
  );
}
