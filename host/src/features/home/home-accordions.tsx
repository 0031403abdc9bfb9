import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

const Accordion = styled.details`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  margin-bottom: 0.5rem;
  summary {
    cursor: pointer;
    padding: 0.875rem 1rem;
    font-weight: 700;
  }
  &[open] summary { border-bottom: 1px solid ${theme.colors.border}; }
  p { margin: 0; padding: 0.875rem 1rem; color: ${theme.colors.muted}; }
`;

interface Item {
  question: string;
  answer: string;
}

const BENEFITS: readonly Item[] = [
  { question: 'More leads', answer: 'Patients who want to pay directly find your clinic by category, service and address, with your prices in view.' },
  { question: 'No booking fees', answer: 'Listing is free, and we never charge a booking fee or take a share of what patients pay you.' },
  { question: 'Direct communication', answer: 'Patients message your clinic directly. You answer them yourself, with nobody in between.' },
  { question: 'More cash-paying clients', answer: 'Clinics that publish clear cash prices can see a 5 to 15 percent rise in cash-paying clients.' },
];

const FAQ: readonly Item[] = [
  { question: 'What is DirectPay Clinics?', answer: 'A free public directory of clinics and doctors that accept cash or direct payment and publish clear cash prices.' },
  { question: 'How long does listing take?', answer: 'About 5 minutes: sign in, add your clinic location, its services with cash prices and your hours.' },
  { question: 'Does it cost anything?', answer: 'No. Searching is free for patients, and listing is free for clinics, with no booking fees.' },
  { question: 'Will I pay the listed price with insurance?', answer: 'Listed prices are cash prices. Prices paid with insurance will likely differ.' },
];

function Group({ id, title, items }: { id: string; title: string; items: readonly Item[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.map((item) => (
        <Accordion key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </Accordion>
      ))}
    </section>
  );
}

/** Native <details>: keyboard and screen readers get expand/collapse for free. */
export function HomeAccordions() {
  return (
    <>
      <Group id="home-benefits" title="Benefits of listing your clinic" items={BENEFITS} />
      <Group id="home-faq" title="About DirectPay Clinics" items={FAQ} />
    </>
  );
}
