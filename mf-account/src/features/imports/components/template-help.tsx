import styled from '@directpay/shared-ui/styled';
import {
  CMS_ITEM_COLUMNS,
  CMS_LOCATION_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_MAX_NEW_LOCATIONS,
  IMPORT_MAX_NEW_LOCATIONS_PER_DAY,
  IMPORT_TEMPLATE_CSV,
  IMPORT_TEMPLATE_FILE_NAME,
  type ImportColumn,
} from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';

const Columns = styled.dl`
  margin: 0.5rem 0 1rem;
  dt { font-weight: 700; font-family: monospace; overflow-wrap: anywhere; }
  dd { margin: 0 0 0.5rem; color: ${theme.colors.muted}; overflow-wrap: anywhere; }
`;

const Details = styled.details`
  margin-bottom: 1rem;
  summary { cursor: pointer; padding: 0.5rem 0; min-height: 24px; }
`;

// A link to the text itself: the template is a fixed example, so nothing is written at run time.
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(IMPORT_TEMPLATE_CSV)}`;

function ColumnList({ columns }: { columns: readonly ImportColumn[] }) {
  return (
    <Columns>
      {columns.map((column) => (
        <div key={column.name}>
          <dt>
            {column.name}
            {column.required ? ' (required)' : ''}
          </dt>
          <dd>{column.about}</dd>
        </div>
      ))}
    </Columns>
  );
}

/** How to write the file: the downloadable example and what each column means, ours and CMS's. */
export function TemplateHelp() {
  return (
    <section aria-labelledby="import-template">
      <h2 id="import-template">The file</h2>
      <p>
        One row per service, with its location's columns on the location's first row (repeat them or leave them blank on its other rows). Rows
        with the same external_id are one location; importing again with the same external_id updates it. Save the file as CSV UTF-8, at most 10 MB
        (workbook files are not read).
      </p>
      <p>
        One import adds at most {IMPORT_MAX_NEW_LOCATIONS} new locations, and an account at most {IMPORT_MAX_NEW_LOCATIONS_PER_DAY} in 24 hours. A
        location with the same name and address as another one (yours, or earlier in the file) is listed as a duplicate and left out.
      </p>
      <p>
        <a href={TEMPLATE_HREF} download={IMPORT_TEMPLATE_FILE_NAME}>
          Download the template with an example
        </a>
      </p>
      <Details>
        <summary>Columns of the template</summary>
        <ColumnList columns={IMPORT_COLUMNS} />
      </Details>
      <Details>
        <summary>Importing a CMS price transparency file</summary>
        <p>
          A hospital's CMS file (V3.0.0: the tall or wide CSV, or the JSON) works as published: each location in location_name gets every charge
          that has a discounted cash price, with what the file says of it, dated by the file's last_updated_on. The dry run lists what is not
          imported. Our own columns may be added to rows 1 and 2 (as keys in the JSON):
        </p>
        <ColumnList columns={CMS_LOCATION_COLUMNS} />
        <p>From row 3 on (the JSON's standard_charge_information), these are read:</p>
        <ColumnList columns={CMS_ITEM_COLUMNS} />
      </Details>
    </section>
  );
}
