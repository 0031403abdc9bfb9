import { Page, useDocumentMeta, useSessionStore } from '@directpay/shared-ui';

/** Route entry of /account/*. The account issue adds the guard, navigation, wizard and doctors. */
export default function AccountApp() {
  useDocumentMeta('Your account');
  const email = useSessionStore((s) => s.email);
  return (
    <Page data-remote="mf_account">
      <h1>Your account</h1>
      <p>{email ? `Signed in as ${email}` : 'You are not signed in.'}</p>
    </Page>
  );
}
