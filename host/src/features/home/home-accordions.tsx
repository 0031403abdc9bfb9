import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

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

/** A question and its answer: the host catalog's `<prefix>.q` and `<prefix>.a`. */
type Item = 'benefit1' | 'benefit2' | 'benefit3' | 'benefit4' | 'faq1' | 'faq2' | 'faq3' | 'faq4';

const BENEFITS: readonly Item[] = ['benefit1', 'benefit2', 'benefit3', 'benefit4'];
const FAQ: readonly Item[] = ['faq1', 'faq2', 'faq3', 'faq4'];

function Group({ id, title, items }: { id: string; title: string; items: readonly Item[] }) {
  const t = useMessages();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.map((item) => (
        <Accordion key={item}>
          <summary>{t(`home.${item}.q`)}</summary>
          <p>{t(`home.${item}.a`)}</p>
        </Accordion>
      ))}
    </section>
  );
}

/** Native <details>: keyboard and screen readers get expand/collapse for free. */
export function HomeAccordions() {
  const t = useMessages();
  return (
    <>
      <Group id="home-benefits" title={t('home.benefits')} items={BENEFITS} />
      <Group id="home-faq" title={t('home.faq')} items={FAQ} />
    </>
  );
}
