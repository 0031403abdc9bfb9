import { Fragment } from 'react';
import { apiUrl, Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import styled from '@directpay/shared-ui/styled';
import {
  CMS_HPT_VERSION,
  getClinicsCsvExport,
  getClinicsNdjsonExport,
  getOpenDataPackage,
  getSchedulingLocations,
  getSchedulingManifest,
  getSchedulingSchedules,
  OPEN_DATA_EXPORT_REFRESH_MS,
  OPEN_DATA_LICENSE,
} from '@directpay/contracts';
import { PriceFileList } from './price-file-list';
import { Lead, Note, Prose } from './prose';
import { useMessages, type PageMessage } from './messages';

const Downloads = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  a { font-weight: 700; overflow-wrap: anywhere; }
  p { margin: 0.25rem 0 0; }
`;

const Attribution = styled.blockquote`
  margin: 0.5rem 0;
  padding: 0.75rem 1rem;
  background: ${theme.colors.subtle};
  border: 1px solid ${theme.colors.border};
  overflow-wrap: anywhere;
`;

/** The refresh interval in words: whole hours, else minutes. */
function duration(ms: number, t: (key: PageMessage, values: { count: number }) => string): string {
  const hours = ms / 3_600_000;
  return Number.isInteger(hours) ? t('openData.hours', { count: hours }) : t('openData.minutes', { count: Math.round(ms / 60_000) });
}

/** The files' own names, the same in every language. */
const FILES = { csv: 'clinics.csv.gz', ndjson: 'clinics.ndjson.gz', dataPackage: 'datapackage.json', manifest: '$bulk-publish', locations: 'locations.ndjson', schedules: 'schedules.ndjson' };

/** The SMART Scheduling Links files: the manifest first, as a client reads it. */
const SCHEDULING = [
  { endpoint: getSchedulingManifest, file: FILES.manifest, text: 'openData.manifestText' },
  { endpoint: getSchedulingLocations, file: FILES.locations, text: 'openData.locationsText' },
  { endpoint: getSchedulingSchedules, file: FILES.schedules, text: 'openData.schedulesText' },
] as const;

/** The licence's own name, the same in every language. */
const licenceName = () => <span translate="no">{OPEN_DATA_LICENSE.name}</span>;

const FIELDS = ['description', 'code', 'price', 'notes', 'npi', 'date', 'fileName', 'memberships'] as const;

/** /open-data: what the open price files are, where they are, how a clinic's listing fills CMS's layout, and the licence. */
export function OpenDataPage() {
  const t = useMessages();
  useDocumentMeta(t('openData.title'), t('openData.description'));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const pageUrl = `${origin.replace(/\/$/, '')}/open-data`;
  return (
    <Page>
      <Prose>
        <h1>{t('openData.heading')}</h1>
        <Lead>{t('openData.lead')}</Lead>

        <h2>{t('openData.whole')}</h2>
        <Downloads>
          <li>
            <a href={apiUrl(getClinicsCsvExport.path)} download translate="no">
              {FILES.csv}
            </a>
            <p>{t('openData.csvText')}</p>
          </li>
          <li>
            <a href={apiUrl(getClinicsNdjsonExport.path)} download translate="no">
              {FILES.ndjson}
            </a>
            <p>{t('openData.ndjsonText')}</p>
          </li>
          <li>
            <a href={apiUrl(getOpenDataPackage.path)} translate="no">
              {FILES.dataPackage}
            </a>
            <p>{t('openData.packageText')}</p>
          </li>
        </Downloads>
        <p data-testid="export-refresh">{t('openData.refresh', { duration: duration(OPEN_DATA_EXPORT_REFRESH_MS, t) })}</p>
        <p>{t('openData.gzip')}</p>

        <h2>{t('openData.scheduling')}</h2>
        <p>{t('openData.schedulingText')}</p>
        <Downloads data-testid="scheduling-files">
          {SCHEDULING.map(({ endpoint, file, text }) => (
            <li key={file}>
              <a href={apiUrl(endpoint.path)} translate="no">
                {file}
              </a>
              <p>{t(text)}</p>
            </li>
          ))}
        </Downloads>

        <h2>{t('openData.perClinic')}</h2>
        <p>{t.rich('openData.perClinicText', { link: (text) => <a href="/cms-hpt.txt">{text}</a> }, { version: CMS_HPT_VERSION })}</p>
        <dl>
          {FIELDS.map((field) => (
            <Fragment key={field}>
              <dt>{t(`openData.field.${field}`)}</dt>
              <dd>{t(`openData.field.${field}Text`)}</dd>
            </Fragment>
          ))}
        </dl>

        <h2>{t('openData.licence')}</h2>
        <p>
          {t.rich('openData.licenceText', {
            link: (text) => <a href={OPEN_DATA_LICENSE.url}>{text}</a>,
            title: () => <span translate="no">{OPEN_DATA_LICENSE.title}</span>,
            name: licenceName,
          })}
        </p>
        <Attribution>
          {t.rich('openData.attribution', { url: () => <span translate="no">{pageUrl}</span>, name: licenceName })}
        </Attribution>
        <Note>{t('openData.note')}</Note>

        <h2>{t('openData.byClinic')}</h2>
        <PriceFileList />
      </Prose>
    </Page>
  );
}
