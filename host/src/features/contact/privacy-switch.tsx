import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { FieldError, theme } from '@directpay/shared-ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 2.75rem;
    height: 1.5rem;
    margin: 0;
    border-radius: 999px;
    background: #6b7280;
    cursor: pointer;
    transition: background 150ms;
  }
  input::after {
    content: '';
    position: absolute;
    top: 0.2rem;
    left: 0.2rem;
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: #fff;
    transition: transform 150ms;
  }
  input:checked { background: ${theme.colors.brand}; }
  input:checked::after { transform: translateX(1.25rem); }
`;

interface PrivacySwitchProps extends InputHTMLAttributes<HTMLInputElement> {
  error?: string;
  children: ReactNode;
}

/** A checkbox with the switch role: keyboard (Space) and screen readers treat it as on/off. */
export const PrivacySwitch = forwardRef<HTMLInputElement, PrivacySwitchProps>(function PrivacySwitch({ error, children, ...input }, ref) {
  return (
    <div>
      <Row>
        <input
          ref={ref}
          id="contact-privacy"
          type="checkbox"
          role="switch"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'contact-privacy-error' : undefined}
          {...input}
        />
        <label htmlFor="contact-privacy">{children}</label>
      </Row>
      <FieldError id="contact-privacy-error" message={error} />
    </div>
  );
});
