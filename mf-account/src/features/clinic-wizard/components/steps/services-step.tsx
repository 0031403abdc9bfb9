import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button, theme } from '@directpay/shared-ui';
import { CheckLabel, Hint, StepTitle } from '#src/components/form-controls';
import { newOtherService, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { TextField } from '#src/components/text-field';
import { PriceInput } from './price-input';
import { ServiceExtras } from './service-extras';
import { useMessages } from '#src/features/clinic-wizard/messages';

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
  const t = useMessages();
  const { control, register, setValue, clearErrors } = useFormContext<ClinicDraft>();
  const services = useWatch({ control, name: 'services' }) ?? [];
  const other = useFieldArray({ control, name: 'otherServices' });
  return (
    <>
      <StepTitle>{t('services.title')}</StepTitle>
      <Hint>{t('services.hint')}</Hint>
      {services.length === 0 && <Hint>{t('services.chooseCategory')}</Hint>}
      <Table aria-label={t('services.listLabel')}>
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
              <span translate="no">{service.description}</span>
            </CheckLabel>
            <PriceInput name={`services.${i}.price`} label={t('services.priceOf', { service: service.description })} disabled={!service.enabled} />
            <ServiceExtras row={`services.${i}`} label={service.description} disabled={!service.enabled} />
          </li>
        ))}
      </Table>
      <h4>{t('services.other')}</h4>
      {other.fields.map((field, i) => (
        <Other key={field.id}>
          <TextField name={`otherServices.${i}.description`} label={t('services.otherRow', { number: i + 1 })} />
          <div style={{ marginBottom: '0.875rem' }}>
            <PriceInput name={`otherServices.${i}.price`} label={t('services.otherPrice', { number: i + 1 })} />
          </div>
          <Button $variant="ghost" aria-label={t('services.removeOther', { number: i + 1 })} onClick={() => other.remove(i)}>
            {t('buttons.remove')}
          </Button>
          <ServiceExtras row={`otherServices.${i}`} label={t('services.otherName', { number: i + 1 })} />
        </Other>
      ))}
      <Button $variant="secondary" onClick={() => other.append(newOtherService())}>
        {t('services.addOther')}
      </Button>
    </>
  );
}
