import { useEffect, useRef, type ChangeEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { Field, FieldError, Hint, Row, StepTitle, TextArea } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { ACCEPTED_IMAGE_TYPES, imageFileIssue } from '#src/lib/image-file';
import { useMessages } from '#src/features/doctors/messages';
import { errorAt } from '#src/lib/error-at';
import { SUGGESTED_YEAR, type DoctorDraft } from '../lib/doctor-draft';
import { DoctorNpiField, type DoctorNpiContext } from './doctor-npi-field';

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  object-fit: cover;
  border-radius: 50%;
  display: block;
  margin-bottom: 0.75rem;
`;

function NameStep({ npi }: { npi: DoctorNpiContext }) {
  const t = useMessages();
  return (
    <>
      <StepTitle>{t('doctorSteps.nameTitle')}</StepTitle>
      <Row>
        <TextField name="title" label={t('doctorSteps.title')} placeholder={t('doctorSteps.titlePlaceholder')} />
        <TextField name="firstname" label={t('doctorSteps.firstName')} />
        <TextField name="lastname" label={t('doctorSteps.lastName')} />
      </Row>
      <TextField name="specialty" label={t('doctorSteps.specialty')} />
      <DoctorNpiField {...npi} />
    </>
  );
}

function EducationStep() {
  const t = useMessages();
  const { getValues, setValue } = useFormContext<DoctorDraft>();
  return (
    <>
      <StepTitle>{t('doctorSteps.educationTitle')}</StepTitle>
      <TextField name="degree" label={t('doctorSteps.degree')} placeholder={t('doctorSteps.degreePlaceholder')} />
      <TextField name="medicalSchool" label={t('doctorSteps.medicalSchool')} />
      <TextField name="residency" label={t('doctorSteps.residency')} />
      <TextField name="boardCertifications" label={t('doctorSteps.boardCertifications')} />
      <TextField
        name="yearGraduated"
        label={t('doctorSteps.yearGraduated')}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={4}
        // The original suggests 2000 when the empty field is focused (spec section 5).
        onFocus={(e) => {
          if (!getValues('yearGraduated')) {
            setValue('yearGraduated', SUGGESTED_YEAR);
            e.currentTarget.select();
          }
        }}
      />
    </>
  );
}

function DescriptionStep() {
  const t = useMessages();
  const { register } = useFormContext<DoctorDraft>();
  const { errors } = useFormState({ name: 'description' });
  return (
    <>
      <StepTitle>{t('doctorSteps.aboutTitle')}</StepTitle>
      <Field>
        <label htmlFor="f-doctor-description">{t('doctorSteps.description')}</label>
        <TextArea id="f-doctor-description" rows={12} {...register('description')} />
        <FieldError id="f-doctor-description-error" message={errorAt(errors, 'description')} />
      </Field>
    </>
  );
}

function PictureStep() {
  const t = useMessages();
  const { control, setValue, setError, clearErrors } = useFormContext<DoctorDraft>();
  const preview = useWatch({ control, name: 'preview' });
  const { errors } = useFormState({ name: 'image' });
  const made = useRef<string | null>(null);
  useEffect(() => () => void (made.current && URL.revokeObjectURL(made.current)), []);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const issue = imageFileIssue(file);
    if (issue) return setError('image', { message: t(`images.${issue}`, { name: file.name }) });
    clearErrors('image');
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = URL.createObjectURL(file);
    setValue('image', file);
    setValue('preview', made.current);
  };

  return (
    <>
      <StepTitle>{t('doctorSteps.pictureTitle')}</StepTitle>
      {preview ? <Photo src={preview} alt={t('doctorSteps.pictureAlt')} /> : <Hint>{t('doctorSteps.noPicture')}</Hint>}
      <Field>
        <label htmlFor="f-doctor-image">{t('doctorSteps.choosePicture')}</label>
        <input id="f-doctor-image" type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={pick} />
        <Hint>{t('images.hint')}</Hint>
        <FieldError id="f-doctor-image-error" message={errorAt(errors, 'image')} />
      </Field>
      {preview && (
        <Button
          $variant="ghost"
          onClick={() => {
            setValue('image', undefined);
            setValue('imgUrl', '');
            setValue('preview', '');
          }}
        >
          {t('doctorSteps.removePicture')}
        </Button>
      )}
    </>
  );
}

function SubmitStep() {
  const t = useMessages();
  const { getValues } = useFormContext<DoctorDraft>();
  const d = getValues();
  return (
    <>
      <StepTitle>{t('doctorSteps.submitTitle')}</StepTitle>
      <p translate="no">
        {[d.title, d.firstname, d.lastname].filter(Boolean).join(' ')}
        {d.degree ? `, ${d.degree}` : ''}
        {d.specialty ? ` · ${d.specialty}` : ''}
      </p>
      <p>{t('doctorSteps.shownPublicly')}</p>
    </>
  );
}

export function DoctorStep({ step, npi }: { step: number; npi: DoctorNpiContext }) {
  if (step === 1) return <NameStep npi={npi} />;
  if (step === 2) return <EducationStep />;
  if (step === 3) return <DescriptionStep />;
  if (step === 4) return <PictureStep />;
  return <SubmitStep />;
}
