import { useRef, useState, type DragEvent } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { MAX_CLINIC_IMAGES } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { FieldError, StepTitle } from '#src/components/form-controls';
import { ACCEPTED_IMAGE_TYPES, imageFileIssue } from '#src/lib/image-file';
import { nextImageKey, type ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { errorAt } from '#src/lib/error-at';
import { useMessages } from '#src/features/clinic-wizard/messages';

const Drop = styled.div<{ $over: boolean }>`
  border: 2px dashed ${(p) => (p.$over ? theme.colors.brand : theme.colors.border)};
  background: ${(p) => (p.$over ? theme.colors.brandLight : theme.colors.subtle)};
  border-radius: ${theme.radius};
  padding: 1.25rem;
  text-align: center;
  margin-bottom: 1rem;
  p { margin: 0.25rem 0; color: ${theme.colors.muted}; font-size: 0.875rem; }
`;

const Grid = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  li { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.375rem; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 0.25rem; display: block; }
  .tools { display: flex; gap: 0.25rem; justify-content: space-between; margin-top: 0.25rem; }
  .tools button { min-height: 2rem; padding: 0.25rem 0.5rem; }
  .badge { font-size: 0.75rem; font-weight: 700; color: ${theme.colors.brandDark}; }
`;

export function ImagesStep() {
  const t = useMessages();
  const { control, setError, clearErrors, getValues } = useFormContext<ClinicDraft>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' });
  const { errors } = useFormState({ name: 'images' });
  const message = errorAt(errors, 'images');
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** One file per pick or drop (spec section 5), checked before anything is uploaded. */
  const add = (file: File | undefined) => {
    if (!file) return;
    const issue = imageFileIssue(file);
    const problem = issue ? t(`images.${issue}`, { name: file.name }) : fields.length >= MAX_CLINIC_IMAGES ? t('validation.images', { max: MAX_CLINIC_IMAGES }) : null;
    if (problem) {
      setError('images', { message: problem });
      return;
    }
    clearErrors('images');
    // Released on removal or when the wizard closes (clinic-wizard.tsx): Back to this step shows it again.
    const preview = URL.createObjectURL(file);
    append({ key: nextImageKey(), url: '', file, preview });
  };

  const removeImage = (index: number) => {
    const image = getValues(`images.${index}`);
    remove(index);
    if (image?.file) URL.revokeObjectURL(image.preview);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files[0]);
  };

  return (
    <>
      <StepTitle>{t('images.title')}</StepTitle>
      <Drop
        $over={over}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Button $variant="secondary" onClick={() => input.current?.click()}>
          {t('images.choose')}
        </Button>
        <p>{t('images.drop')}</p>
        <p>{t('images.hint')}</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-label={t('images.upload')}
          hidden
          onChange={(e) => {
            add(e.target.files?.[0]);
            e.target.value = ''; // lets the same file be picked again after a removal
          }}
        />
      </Drop>
      <FieldError id="f-images-error" message={message} />
      {fields.length > 0 && (
        <Grid aria-label={t('images.listLabel')}>
          {fields.map((image, i) => (
            <li key={image.id}>
              <img src={image.preview} alt={t(i === 0 ? 'images.altProfile' : 'images.alt', { number: i + 1 })} />
              {i === 0 && <span className="badge">{t('images.profileBadge')}</span>}
              <div className="tools">
                <Button $variant="ghost" aria-label={t('images.earlier', { number: i + 1 })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                  ←
                </Button>
                <Button $variant="ghost" aria-label={t('images.remove', { number: i + 1 })} onClick={() => removeImage(i)}>
                  {t('buttons.remove')}
                </Button>
                <Button $variant="ghost" aria-label={t('images.later', { number: i + 1 })} disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                  →
                </Button>
              </div>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
