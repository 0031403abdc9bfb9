import { useState, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styled from '@directpay/shared-ui/styled';
import { ALL_SERVICES } from '@directpay/contracts';
import { Button, theme } from '@directpay/shared-ui';
import { readCodeText } from '../utils/code-text';
import type { SearchFilters } from '../utils/search-state';
import { CodeField } from './code-field';
import { FilterSelects } from './filter-selects';
import { useMessages } from '#src/messages';

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
  /** The search's filters when the panel opened. */
  current: SearchFilters;
  /** What the panel shows; its code is the text as typed until Find clinics. */
  draft: SearchFilters;
  onDraft: (draft: SearchFilters) => void;
  onApply: (filters: SearchFilters) => void;
}

type BodyProps = Omit<FiltersDialogProps, 'open' | 'trigger'>;

/** The panel's fields; mounted while it is open, so a refused code's words go when it closes. */
function FiltersBody({ onOpenChange, current, draft, onDraft, onApply }: BodyProps) {
  const t = useMessages();
  const [codeError, setCodeError] = useState<string>();
  const find = () => {
    const read = readCodeText(draft.code);
    if ('error' in read) return setCodeError(read.error);
    // A new code searches every category, as on a desktop, unless a category was chosen with it.
    const everyCategory = read.code !== '' && read.code !== current.code && draft.categoryId === current.categoryId;
    onApply({ categoryId: everyCategory ? null : draft.categoryId, service: read.code ? ALL_SERVICES : draft.service, code: read.code });
    onOpenChange(false);
  };
  return (
    <>
      <FilterSelects
        labels={{ category: t('filters.categories'), service: t('filters.services') }}
        filters={draft}
        onCategory={(id) => onDraft({ ...draft, categoryId: id, service: ALL_SERVICES })}
        onService={(s) => onDraft({ ...draft, service: s })}
      />
      <CodeField
        id="filters-code"
        value={draft.code}
        error={codeError}
        onChange={(text) => {
          onDraft({ ...draft, code: text });
          setCodeError(undefined);
        }}
      />
      <Button onClick={find}>{t('filters.find')}</Button>
    </>
  );
}

/**
 * The mobile filters panel (a Radix dialog): loaded when Filters is first
 * pressed, so the search page's first load carries no Radix dialog.
 */
export function FiltersDialog({ open, trigger, ...body }: FiltersDialogProps) {
  const t = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={body.onOpenChange}>
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
            <Dialog.Title>{t('filters.title')}</Dialog.Title>
            <Close aria-label={t('filters.close')}>×</Close>
          </Top>
          <FiltersBody {...body} />
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
