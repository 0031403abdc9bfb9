import { Link } from 'react-router-dom';
import { useDocumentMeta } from '@directpay/shared-ui';

/** Account preferences (spec section 2): only how to delete the account. */
export function PreferencesPage() {
  useDocumentMeta('Account preferences');
  return (
    <>
      <h1>Account preferences</h1>
      <p>
        To delete your account, please send us a request through the <Link to="/contactus">Contact Us</Link> form.
      </p>
    </>
  );
}
