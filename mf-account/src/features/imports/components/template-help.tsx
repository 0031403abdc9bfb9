import styled from '@directpay/shared-ui/styled';
import { IMPORT_MAX_NEW_LOCATIONS, IMPORT_MAX_NEW_LOCATIONS_PER_DAY, IMPORT_TEMPLATE_CSV, IMPORT_TEMPLATE_FILE_NAME } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';
import { COLUMN_GROUPS, columnAboutKey, type ColumnGroup } from '../lib/column-words';

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

function ColumnList({ group }: { group: ColumnGroup }) {
  const t = useMessages();
  return (
    <Columns>
      {COLUMN_GROUPS[group].map((column, i) => (
        <div key={column.name}>
          <dt>
            <span translate="no">{column.name}</span>
            {column.required ? ` ${t('template.required')}` : ''}
          </dt>
          <dd>{t(columnAboutKey(group, i))}</dd>
        </div>
      ))}
    </Columns>
  );
}

/** How to write the file: the downloadable example and what each column means, ours and CMS's. */
export function TemplateHelp() {
  const t = useMessages();
  return (
    <section aria-labelledby="import-template">
      <h2 id="import-template">{t('template.title')}</h2>
      <p>{t('template.rows')}</p>
      <p>{t('template.limits', { max: IMPORT_MAX_NEW_LOCATIONS, perDay: IMPORT_MAX_NEW_LOCATIONS_PER_DAY })}</p>
      <p>
        <a href={TEMPLATE_HREF} download={IMPORT_TEMPLATE_FILE_NAME}>
          {t('template.download')}
        </a>
      </p>
      <Details>
        <summary>{t('template.columns')}</summary>
        <ColumnList group="template" />
      </Details>
      <Details>
        <summary>{t('template.cms')}</summary>
        <p>{t('template.cmsAbout')}</p>
        <ColumnList group="cmsLocation" />
        <p>{t('template.cmsItems')}</p>
        <ColumnList group="cmsItem" />
      </Details>
    </section>
  );
}
