import { useRef, useState, type ChangeEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { endpoints, IMPORT_MAX_BYTES, type ImportReport } from '@directpay/contracts';
import { Button, Hint, useDocumentMeta } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { useNavigate } from '@directpay/shared-ui/routing';
import { Field, FieldError } from '#src/components/form-controls';
import { ProgressBar } from '#src/components/progress-bar';
import { useMessages } from '#src/messages';
import { applyImport } from '../api/apply-import';
import { previewImport } from '../api/preview-import';
import { appliedSummary } from '../lib/import-summary';
import { CategoryChoice } from './category-choice';
import { FileName, ImportPreview } from './import-report';
import { TemplateHelp } from './template-help';

// A percentage width, not max-width: only then does the control's own width stop widening a narrow page.
const FileInput = styled.input`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  font: inherit;
`;

/** /account/import: choose a CSV (or CMS JSON), read its dry run, fix and choose again, choose a category when the file has none, then import all of it. */
export function ImportPage() {
  const t = useMessages();
  useDocumentMeta(t('nav.import'));
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [category, setCategory] = useState('');
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const categoryRef = useRef<HTMLSelectElement>(null);
  const categoryProblem = (message: string) => {
    setCategoryError(message);
    categoryRef.current?.focus();
  };
  // A refusal of the file itself (encoding, size, a missing column) shows at the file input; of the category, at its select.
  const form = {
    setError: (name: string, error: { message: string }) => (name === 'category' ? categoryProblem(error.message) : setFileError(error.message)),
    fieldOf: (field: string, error: { message: string }) =>
      field === '/body/file' ? { name: 'file', message: error.message, focus: true } : field === '/body/category' ? { name: 'category', message: error.message } : undefined,
  };

  const preview = useApiMutation({
    mutationFn: (chosen: File, { onProgress }) => previewImport(chosen, onProgress),
    topic: 'import',
    errorNotice: (error) => t('import.checkFailed', { message: error.message }),
    form,
  });
  const apply = useApiMutation({
    mutationFn: (chosen: File, { onProgress }) => applyImport(chosen, preview.data?.categoryNeeded ? category : undefined, onProgress),
    invalidates: [endpoints.listOwnerClinics],
    topic: 'import',
    successNotice: (report: ImportReport) => appliedSummary(report),
    errorNotice: (error) => t('import.applyFailed', { message: error.message }),
    form,
    onSuccess: () => navigate('/account/clinic-locations'),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared, so choosing the same file again after fixing it is a change too.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setFileError(undefined);
    setCategoryError(undefined);
    preview.reset();
    apply.reset();
    if (chosen.size > IMPORT_MAX_BYTES) return setFileError(t('import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
    void preview.run(chosen);
  };

  const report = preview.data;
  const busy = preview.pending || apply.pending;
  const ready = report && file && report.errors.length === 0 && report.created + report.updated > 0;
  const progress = apply.pending ? apply.progress : preview.progress;
  const importFile = () => {
    if (!file) return;
    if (report?.categoryNeeded && !category) return categoryProblem(t('import.categoryNeeded'));
    void apply.run(file);
  };
  return (
    <>
      <h1>{t('nav.import')}</h1>
      <p>{t('import.intro')}</p>
      <TemplateHelp />
      <h2>{t('import.title')}</h2>
      <Field>
        <label htmlFor="import-file">{t('import.file')}</label>
        <FileInput
          id="import-file"
          type="file"
          accept=".csv,text/csv,.json,application/json"
          onChange={choose}
          disabled={busy}
          aria-describedby="import-file-hint import-file-error"
          aria-invalid={fileError ? true : undefined}
        />
        <Hint id="import-file-hint">
          {file ? (
            <>
              {t('import.chosen')} <FileName translate="no">{file.name}</FileName>. {t('import.chooseAgain')}
            </>
          ) : (
            t('import.nothingSaved')
          )}
        </Hint>
        <FieldError id="import-file-error" message={fileError} />
      </Field>
      {busy && (
        <ProgressBar
          label={t('import.progress')}
          value={Math.round(progress * 100)}
          max={100}
          caption={t(apply.pending ? 'import.importing' : 'import.checking', { percent: Math.round(progress * 100) })}
        />
      )}
      {report && file && !fileError && <ImportPreview report={report} fileName={file.name} />}
      {ready && report.categoryNeeded && (
        <CategoryChoice
          value={category}
          onChange={(label) => {
            setCategory(label);
            setCategoryError(undefined);
          }}
          error={categoryError}
          selectRef={categoryRef}
          disabled={busy}
        />
      )}
      {ready && (
        <Button onClick={importFile} disabled={busy}>
          {t('import.apply', { count: report.locations.length })}
        </Button>
      )}
    </>
  );
}
