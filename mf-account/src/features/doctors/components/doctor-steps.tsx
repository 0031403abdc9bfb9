import { useEffect, useRef, type ChangeEvent } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import styled from '@directpay/shared-ui/styled';
import { Button } from '@directpay/shared-ui';
import { Field, FieldError, Hint, Row, StepTitle, TextArea } from '#src/components/form-controls';
import { TextField } from '#src/components/text-field';
import { ACCEPTED_IMAGE_TYPES, IMAGE_HINT, imageFileProblem } from '#src/lib/image-file';
import { errorAt } from '#src/lib/error-at';
import { SUGGESTED_YEAR, type DoctorDraft } from '../lib/doctor-draft';

const Photo = styled.img`
  width: 8rem;
  height: 8rem;
  object-fit: cover;
  border-radius: 50%;
  display: block;
  margin-bottom: 0.75rem;
`;

function NameStep() {
  return (
    <>
      <StepTitle>Name and specialty</StepTitle>
      <Row>
        <TextField name="title" label="Title" placeholder="Dr." />
        <TextField name="firstname" label="First name" />
        <TextField name="lastname" label="Last name" />
      </Row>
      <TextField name="specialty" label="Specialty" />
    </>
  );
}

function EducationStep() {
  const { getValues, setValue } = useFormContext<DoctorDraft>();
  return (
    <>
      <StepTitle>Education</StepTitle>
      <TextField name="degree" label="Degree" placeholder="MD, DO, DDS…" />
      <TextField name="medicalSchool" label="Medical school" />
      <TextField name="residency" label="Residency" />
      <TextField name="boardCertifications" label="Board certifications" />
      <TextField
        name="yearGraduated"
        label="Year graduated"
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
  const { register } = useFormContext<DoctorDraft>();
  const { errors } = useFormState({ name: 'description' });
  return (
    <>
      <StepTitle>About the doctor</StepTitle>
      <Field>
        <label htmlFor="f-doctor-description">Description</label>
        <TextArea id="f-doctor-description" rows={12} {...register('description')} />
        <FieldError id="f-doctor-description-error" message={errorAt(errors, 'description')} />
      </Field>
    </>
  );
}

function PictureStep() {
  const { control, setValue, setError, clearErrors } = useFormContext<DoctorDraft>();
  const preview = useWatch({ control, name: 'preview' });
  const { errors } = useFormState({ name: 'image' });
  const made = useRef<string | null>(null);
  useEffect(() => () => void (made.current && URL.revokeObjectURL(made.current)), []);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return setError('image', { message: problem });
    clearErrors('image');
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = URL.createObjectURL(file);
    setValue('image', file);
    setValue('preview', made.current);
  };

  return (
    <>
      <StepTitle>Picture</StepTitle>
      {preview ? <Photo src={preview} alt="Doctor's picture" /> : <Hint>No picture yet.</Hint>}
      <Field>
        <label htmlFor="f-doctor-image">Choose a picture</label>
        <input id="f-doctor-image" type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={pick} />
        <Hint>{IMAGE_HINT}</Hint>
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
          Remove picture
        </Button>
      )}
    </>
  );
}

function SubmitStep() {
  const { getValues } = useFormContext<DoctorDraft>();
  const d = getValues();
  return (
    <>
      <StepTitle>Submit</StepTitle>
      <p>
        {[d.title, d.firstname, d.lastname].filter(Boolean).join(' ')}
        {d.degree ? `, ${d.degree}` : ''}
        {d.specialty ? ` · ${d.specialty}` : ''}
      </p>
      <p>This doctor will be shown on the clinic's public profile.</p>
    </>
  );
}

export function DoctorStep({ step }: { step: number }) {
  if (step === 1) return <NameStep />;
  if (step === 2) return <EducationStep />;
  if (step === 3) return <DescriptionStep />;
  if (step === 4) return <PictureStep />;
  return <SubmitStep />;
}
