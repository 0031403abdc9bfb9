import { ImportPage } from '../features/imports/components/import-page';
import { ImportHistory } from '../features/import-history/components/import-history';

/** /account/import: a file's dry run and import, then the imports already applied, each of which can be unpublished. */
export function ImportRoute() {
  return (
    <>
      <ImportPage />
      <ImportHistory />
    </>
  );
}
