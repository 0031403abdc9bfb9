import styled from '@directpay/shared-ui/styled';
import type { ImportReport } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';
import { actionWords, previewSummary } from '../lib/import-summary';
import { ImportNotices } from './import-notices';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  margin-bottom: 1rem;
  caption { text-align: left; font-weight: 700; margin-bottom: 0.5rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.375rem 0.5rem 0.375rem 0; border-bottom: 1px solid ${theme.colors.border}; overflow-wrap: anywhere; }
  th.row, td.row { width: 3.25rem; }
  th.column, td.column { width: 30%; }
`;

const Summary = styled.p<{ $bad: boolean }>`
  font-weight: 700;
  color: ${({ $bad }) => ($bad ? theme.colors.danger : theme.colors.text)};
`;

/** A file name is one long word ('V3.0.0_Tall_CSV_Format_Example.csv'): it breaks rather than widen a phone's page. */
export const FileName = styled.span`
  overflow-wrap: anywhere;
`;

const Locations = styled.ul`
  padding-left: 1.25rem;
  li { margin-bottom: 0.25rem; overflow-wrap: anywhere; }
`;

/** The dry run: a sentence, every bad row in a table, what is not imported, and what would happen to each location. */
export function ImportPreview({ report, fileName }: { report: ImportReport; fileName: string }) {
  const t = useMessages();
  const bad = report.errors.length > 0;
  return (
    <section aria-labelledby="import-preview" data-testid="import-preview">
      <h2 id="import-preview">
        {t('import.dryRunOf')} <FileName translate="no">{fileName}</FileName>
      </h2>
      <Summary role="status" $bad={bad}>
        {previewSummary(report)}
      </Summary>
      {bad && (
        <Table>
          <caption>{t('import.rowsToFix')}</caption>
          <thead>
            <tr>
              <th scope="col" className="row">
                {t('import.rowHeader')}
              </th>
              <th scope="col" className="column">
                {t('import.columnHeader')}
              </th>
              <th scope="col">{t('import.problemHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((error, i) => (
              <tr key={`${error.row}-${error.column}-${i}`}>
                <td className="row">{error.row}</td>
                <td className="column" translate="no">
                  {error.column}
                </td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ImportNotices notices={report.notices} />
      {report.locations.length > 0 && (
        <>
          <h3>{bad ? t('import.locationsFine') : t('import.locations')}</h3>
          <Locations>
            {report.locations.map((location) => (
              <li key={location.externalId}>
                {t.rich('import.location', { name: () => <span translate="no">{`${location.name} (${location.externalId})`}</span> }, { action: actionWords(location.action), count: location.services })}
              </li>
            ))}
          </Locations>
        </>
      )}
    </section>
  );
}
