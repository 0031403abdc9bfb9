import { useFormContext, useFormState } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { FieldError, Input } from '#src/components/form-controls';
import { errorAt } from '#src/lib/error-at';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  > span {
    padding: 0 0.5rem;
    min-height: 2.5rem;
    display: flex;
    align-items: center;
    border: 1px solid ${theme.colors.border};
    border-right: none;
    border-radius: ${theme.radius} 0 0 ${theme.radius};
    background: ${theme.colors.subtle};
  }
  input { border-radius: 0 ${theme.radius} ${theme.radius} 0; max-width: 8rem; }
`;

/** A price as text with the '$' prefix (spec section 5). */
export function PriceInput({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { register, clearErrors } = useFormContext();
  const { errors } = useFormState({ name });
  const message = errorAt(errors, name);
  const id = `f-${name.replace(/\./g, '-')}`;
  return (
    <div>
      <Wrap>
        <span aria-hidden="true">$</span>
        <Input
          id={id}
          aria-label={label}
          inputMode="decimal"
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register(name, { onChange: () => message && clearErrors(name) })}
        />
      </Wrap>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
