import styled from '@directpay/shared-ui/styled';
import type { ImportNotice } from '@directpay/contracts';
import { t as words, useMessages } from '#src/messages';

const Notices = styled.ul`
  padding-left: 1.25rem;
  li { margin-bottom: 0.375rem; overflow-wrap: anywhere; }
`;

const placeOf = (notice: ImportNotice) => [notice.row ? words('import.row', { row: notice.row }) : '', notice.column ?? ''].filter(Boolean).join(', ');

/** What the file has that the import leaves out or changes: said before importing, not blocking it. */
export function ImportNotices({ notices }: { notices: ImportNotice[] }) {
  const t = useMessages();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="import-notices" data-testid="import-notices">
      <h3 id="import-notices">{t('import.notImported')}</h3>
      <Notices>
        {notices.map((notice, i) => (
          <li key={`${notice.row ?? ''}-${notice.column ?? ''}-${i}`}>
            {placeOf(notice) && <strong>{placeOf(notice)}: </strong>}
            {notice.message}
          </li>
        ))}
      </Notices>
    </section>
  );
}
