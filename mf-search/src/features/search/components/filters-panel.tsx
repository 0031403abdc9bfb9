import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { ALL_SERVICES } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { FilterSelects } from './filter-selects';

const Panel = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem;
  background: ${theme.colors.surface};
  overflow: auto;
  &:focus { outline: none; }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 { margin: 0; font-size: 1.25rem; }
`;

const Close = styled(Dialog.Close)`
  border: none;
  background: none;
  font-size: 1.75rem;
  line-height: 1;
  padding: 0.25rem 0.6rem;
  cursor: pointer;
`;

interface Props {
  categoryId: number;
  service: string;
  onApply: (categoryId: number, service: string) => void;
}

/**
 * Mobile filters: a full-screen panel working on a copy of the current values,
 * taken when it opens. Only Find clinics applies them; closing discards them.
 */
export function FiltersPanel({ categoryId, service, onApply }: Props) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState({ categoryId, service });

  const openChange = (next: boolean) => {
    if (next) setDraft({ categoryId, service });
    setOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>
        <Button $variant="secondary">Filters</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Panel aria-describedby={undefined}>
          <Top>
            <Dialog.Title>Filters</Dialog.Title>
            <Close aria-label="Close filters">×</Close>
          </Top>
          <FilterSelects
            labels={{ category: 'Categories', service: 'Services' }}
            categoryId={draft.categoryId}
            service={draft.service}
            onCategory={(id) => setDraft({ categoryId: id, service: ALL_SERVICES })}
            onService={(s) => setDraft((d) => ({ ...d, service: s }))}
          />
          <Button
            onClick={() => {
              onApply(draft.categoryId, draft.service);
              setOpen(false);
            }}
          >
            Find clinics
          </Button>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
