import { apiUrl, Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import styled from '@directpay/shared-ui/styled';
import {
  CMS_HPT_VERSION,
  durationText,
  getClinicsCsvExport,
  getClinicsNdjsonExport,
  getOpenDataPackage,
  OPEN_DATA_EXPORT_REFRESH_MS,
  OPEN_DATA_LICENSE,
  openDataAttribution,
} from '@directpay/contracts';
import { PriceFileList } from './price-file-list';
import { Lead, Note, Prose } from './prose';

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

/** /open-data: what the open price files are, where they are, how a clinic's listing fills CMS's layout, and the licence. */
export function OpenDataPage() {
  useDocumentMeta('Open price data', 'Download every clinic’s cash prices, in CMS’s price transparency layout and as one file, under CC BY 4.0.');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Page>
      <Prose>
        <h1>Open price data</h1>
        <Lead>
          Every clinic’s cash prices are free to download and reuse: each clinic’s price file in the layout hospitals use
          for price transparency, and the whole directory in one file.
        </Lead>

        <h2>The whole directory</h2>
        <Downloads>
          <li>
            <a href={apiUrl(getClinicsCsvExport.path)} download>
              clinics.csv.gz
            </a>
            <p>
              CSV, one row per priced service: the clinic, its address and category, the service in the clinic’s words, the cash
              price, the billing code and its system, what the price includes and leaves out, and when the clinic confirmed it.
              A clinic without prices has one row.
            </p>
          </li>
          <li>
            <a href={apiUrl(getClinicsNdjsonExport.path)} download>
              clinics.ndjson.gz
            </a>
            <p>The same as JSON, one line per clinic with its services inside.</p>
          </li>
          <li>
            <a href={apiUrl(getOpenDataPackage.path)}>datapackage.json</a>
            <p>
              What the two files are, for data tools: a Frictionless Data Package with the licence, the source, when the files
              were made, and every CSV column with its type and meaning.
            </p>
          </li>
        </Downloads>
        <p data-testid="export-refresh">
          How often they are refreshed: when a download finds its copy more than {durationText(OPEN_DATA_EXPORT_REFRESH_MS)} old,
          that download gets the copy it found and a new one is made for the next. Every row and line says when its file was made,
          with the licence and the attribution line.
        </p>
        <p>
          Both are gzip files. They carry an ETag and a Last-Modified date, so a tool can ask for a new copy only when there is
          one. In every CSV we write, a cell that a spreadsheet would run as a formula (starting with =, +, - or @) begins with
          an apostrophe.
        </p>

        <h2>Each clinic’s price file</h2>
        <p>
          Every clinic with a cash price has two files in the Centers for Medicare &amp; Medicaid Services (CMS) Hospital Price
          Transparency layout, version {CMS_HPT_VERSION}: JSON, valid against CMS’s schema, and CMS’s “tall” CSV. The
          clinic’s profile links to them, and <a href="/cms-hpt.txt">cms-hpt.txt</a> lists them all, as CMS asks hospitals
          to do.
        </p>
        <dl>
          <dt>Description</dt>
          <dd>The clinic’s own words for the service. We publish billing codes but no code descriptions: CPT and CDT descriptions are licensed.</dd>
          <dt>Code</dt>
          <dd>The CPT, HCPCS or CDT code the clinic gave. A service without one has a local code (type LOCAL, “DPC-…”), as CMS’s rules allow.</dd>
          <dt>Price</dt>
          <dd>The discounted cash price, outpatient. A free service is left out: CMS’s layout takes amounts above zero.</dd>
          <dt>Notes</dt>
          <dd>What the price includes and leaves out, and when the clinic confirmed it.</dd>
          <dt>NPI and attestation</dt>
          <dd>
            The clinic’s NPI when it gave one (a location’s NPI is an organisation’s, type 2), else “none (not a hospital)”.
            Clinics are not hospitals: the attestation is not confirmed.
          </dd>
          <dt>Date</dt>
          <dd>
            The oldest date a price was confirmed by the clinic or stated in the price file it came from. A price never confirmed
            counts from the day the clinic was listed.
          </dd>
          <dt>File name</dt>
          <dd>CMS’s pattern, with the clinic’s id where a hospital puts its EIN (the EIN only if the clinic chose to publish it), then its NPI.</dd>
          <dt>Memberships</dt>
          <dd>A membership fee is no service’s price: its note says so, and so does the export’s is_membership column.</dd>
        </dl>

        <h2>Licence</h2>
        <p>
          The data is licensed under the <a href={OPEN_DATA_LICENSE.url}>{OPEN_DATA_LICENSE.title} licence ({OPEN_DATA_LICENSE.name})</a>.
          Reuse it freely and credit it with:
        </p>
        <Attribution>{openDataAttribution(origin)}</Attribution>
        <Note>Prices are the clinics’ own and may change: check the price with the clinic before a visit.</Note>

        <h2>Price files by clinic</h2>
        <PriceFileList />
      </Prose>
    </Page>
  );
}
