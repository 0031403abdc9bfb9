import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Note, Prose } from './prose';

export function AboutPage() {
  useDocumentMeta('About us', 'Who we are and why DirectPay Clinics lists clinics that publish their cash prices.');
  return (
    <Page>
      <Prose>
        <h1>About us</h1>
        <Lead>
          DirectPay Clinics is a public directory of clinics and doctors that accept cash or direct payment and publish
          clear cash prices, so patients can compare before they book.
        </Lead>
        <h2>About the team</h2>
        <p>
          We are a small team of engineers and patients who got tired of asking “how much will this cost?” and never
          getting an answer. Many clinics already offer fair, simple cash prices, but they are hard to find. We built a
          place where those clinics can be found by anyone, for free.
        </p>
        <p>
          Our mission is to give everyone transparent, accessible healthcare options: a clear price, a clinic near you,
          and a direct way to reach it, with no middleman and no booking fees.
        </p>
        <h2>How it works</h2>
        <ul>
          <li>Patients search by category, service and address, and compare clinics on a map and in a list.</li>
          <li>Each clinic profile shows its services with cash prices, hours, doctors and contact details.</li>
          <li>Clinic owners list their locations for free and talk to patients directly.</li>
        </ul>
        <Note>
          Prices shown are cash (self-pay) prices published by each clinic. If you pay with insurance, the price you pay
          will likely differ from the listed cash price.
        </Note>
        <CtaLink to="/search">Find clinics</CtaLink>
      </Prose>
    </Page>
  );
}
