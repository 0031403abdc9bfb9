import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@directpay/shared-ui/styled';
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

export interface FiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Filters button, which gets focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
  draft: { categoryId: number; service: string };
  onDraft: (draft: { categoryId: number; service: string }) => void;
  onApply: (categoryId: number, service: string) => void;
}

/**
 * The mobile filters panel (a Radix dialog): loaded when Filters is first
 * pressed, so the search page's first load carries no Radix dialog.
 */
export function FiltersDialog({ open, onOpenChange, trigger, draft, onDraft, onApply }: FiltersDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Panel
          id="search-filters"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Top>
            <Dialog.Title>Filters</Dialog.Title>
            <Close aria-label="Close filters">×</Close>
          </Top>
          <FilterSelects
            labels={{ category: 'Categories', service: 'Services' }}
            categoryId={draft.categoryId}
            service={draft.service}
            onCategory={(id) => onDraft({ categoryId: id, service: ALL_SERVICES })}
            onService={(s) => onDraft({ ...draft, service: s })}
          />
          <Button
            onClick={() => {
              onApply(draft.categoryId, draft.service);
              onOpenChange(false);
            }}
          >
            Find clinics
          </Button>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
