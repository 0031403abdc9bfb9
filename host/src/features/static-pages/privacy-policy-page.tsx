import { Link } from '@directpay/shared-ui/routing';
import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';

export function PrivacyPolicyPage() {
  useDocumentMeta('Privacy policy', 'What DirectPay Clinics collects, why, and how messages sent through the site are handled.');
  return (
    <Page>
      <Prose>
        <h1>Privacy policy</h1>
        <Lead>Last updated August 28, 2024</Lead>
        <p>
          This policy explains what DirectPay Clinics LLC, Inc. (“we”) collects when you use this site, why, and the choices
          you have. We collect as little as we can to run a public directory of clinics.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Clinic owners:</strong> the email address you sign in with, and the clinic information you choose to
            publish (name, address, hours, services and prices, doctors, images, contact details). Listing information is
            public by design.
          </li>
          <li>
            <strong>Visitors:</strong> nothing is needed to search or read profiles. We count profile views, price page
            views, website clicks and messages per clinic per day so owners can see their results; these counts keep no IP
            address, device or message text.
          </li>
          <li>
            <strong>Your browser:</strong> when you allow it, your location is used in your browser to centre the search on
            you. It is not sent to us to be stored.
          </li>
        </ul>
        <h2>Messages</h2>
        <p>
          Messages you send to a clinic or through our contact form are delivered by email to the recipient and are not
          stored by us. This site is not health-privacy (HIPAA) compliant: do not send medical details. We cannot guarantee
          that a clinic receives or answers a message.
        </p>
        <h2>How we use information</h2>
        <p>
          To show clinic listings, let owners manage them, deliver messages, protect the site from abuse (for example with a
          bot check) and answer your questions. We do not sell personal information.
        </p>
        <h2>Children</h2>
        <p>This site is not directed to children under 13, and we do not knowingly collect information from them.</p>
        <h2>Your choices</h2>
        <p>
          Owners can edit or remove their clinic listings at any time from their account. To delete an account, write to us
          through the <Link to="/contactus">Contact us</Link> form.
        </p>
        <h2>Changes</h2>
        <p>We will post any change to this policy on this page and update the date above.</p>
      </Prose>
    </Page>
  );
}
