import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { CheckLabel, Hint, StepTitle } from '#src/components/form-controls';
import { newOtherService, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';
import { PriceInput } from './price-input';
import { ServiceExtras } from './service-extras';

const Table = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: flex-start;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Other = styled.div`
  display: grid;
  grid-template-columns: 1fr auto auto;
  gap: 0.5rem;
  align-items: end;
  margin-bottom: 0.5rem;
  padding-bottom: 0.5rem;
  border-bottom: 1px solid ${theme.colors.border};
  > button { margin-bottom: 0.875rem; }
  > div:last-child { grid-column: 1 / -1; }
`;

export function ServicesStep() {
  const { control, register, setValue, clearErrors } = useFormContext<ClinicDraft>();
  const services = useWatch({ control, name: 'services' }) ?? [];
  const other = useFieldArray({ control, name: 'otherServices' });
  return (
    <>
      <StepTitle>Services and cash prices</StepTitle>
      <Hint>List at least one service with its cash price so patients can compare.</Hint>
      {services.length === 0 && <Hint>Choose a category on step 1 to see its usual services.</Hint>}
      <Table aria-label="Services of your category">
        {services.map((service, i) => (
          <li key={service.description}>
            <CheckLabel>
              <input
                type="checkbox"
                {...register(`services.${i}.enabled`, {
                  onChange: (e: { target: { checked: boolean } }) => {
                    if (!e.target.checked) {
                      setValue(`services.${i}.price`, '');
                      clearErrors(`services.${i}.price`);
                    }
                  },
                })}
              />
              {service.description}
            </CheckLabel>
            <PriceInput name={`services.${i}.price`} label={`Price of ${service.description}`} disabled={!service.enabled} />
            <ServiceExtras row={`services.${i}`} label={service.description} disabled={!service.enabled} />
          </li>
        ))}
      </Table>
      <h4>Other services</h4>
      {other.fields.map((field, i) => (
        <Other key={field.id}>
          <TextField name={`otherServices.${i}.description`} label={`Other service ${i + 1}`} />
          <div style={{ marginBottom: '0.875rem' }}>
            <PriceInput name={`otherServices.${i}.price`} label={`Price of other service ${i + 1}`} />
          </div>
          <Button $variant="ghost" aria-label={`Remove other service ${i + 1}`} onClick={() => other.remove(i)}>
            Remove
          </Button>
          <ServiceExtras row={`otherServices.${i}`} label={`other service ${i + 1}`} />
        </Other>
      ))}
      <Button $variant="secondary" onClick={() => other.append(newOtherService())}>
        Add other service
      </Button>
    </>
  );
}
