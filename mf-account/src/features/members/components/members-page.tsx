import { useDocumentMeta } from '@directpay/shared-ui';

/** Account members: not built yet, as in the original; say so plainly. */
export function MembersPage() {
  useDocumentMeta('Account members');
  return (
    <>
      <h1>Account members</h1>
      <p>Coming soon: invite colleagues to help manage your clinic locations.</p>
    </>
  );
}
