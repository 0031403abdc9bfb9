import { useDocumentMeta } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

/** Account members: not built yet, as in the original; say so plainly. */
export function MembersPage() {
  const t = useMessages();
  useDocumentMeta(t('nav.members'));
  return (
    <>
      <h1>{t('nav.members')}</h1>
      <p>{t('members.soon')}</p>
    </>
  );
}
