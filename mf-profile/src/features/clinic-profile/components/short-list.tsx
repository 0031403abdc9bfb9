import { useId, useState, type ReactNode } from 'react';
import styled from '@directpay/shared-ui/styled';
import { Modal, theme } from '@directpay/shared-ui';
import { LinkButton, Section } from './section';

/** Profile lists show this many items before 'Show all' (spec section 9). */
export const LIST_PREVIEW = 6;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.5rem;
  li {
    display: flex;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
`;

export interface ShortListProps<T> {
  /** Section heading and dialog title: Services, Specialties, Accepted Insurances. */
  title: string;
  items: T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
  /** 'Show all services'. */
  showAllLabel: string;
  /** Shown under the list (the services' confirmation date). */
  after?: ReactNode;
}

/** The first six items; 'Show all …' opens every item in a dialog. Nothing with no items. */
export function ShortList<T>({ title, items, itemKey, renderItem, showAllLabel, after }: ShortListProps<T>) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  if (items.length === 0) return null;
  const list = (shown: T[]) => (
    <List>
      {shown.map((item, i) => (
        <li key={itemKey(item, i)}>{renderItem(item)}</li>
      ))}
    </List>
  );
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {list(items.slice(0, LIST_PREVIEW))}
      {after}
      {items.length > LIST_PREVIEW && (
        <>
          <LinkButton onClick={() => setOpen(true)}>
            {showAllLabel} ({items.length})
          </LinkButton>
          <Modal open={open} onOpenChange={setOpen} title={title} width="44rem">
            {list(items)}
          </Modal>
        </>
      )}
    </Section>
  );
}
