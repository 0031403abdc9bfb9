import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@directpay/shared-ui';
import type { SearchFilters } from '../utils/search-state';
import { useMessages } from '#src/messages';

/* The panel itself (filters-dialog.tsx, a Radix dialog) loads when Filters is first pressed. */
const FiltersDialog = lazy(async () => ({ default: (await import('./filters-dialog')).FiltersDialog }));

interface Props {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
}

/**
 * Mobile filters: a full-screen panel working on a copy of the current values,
 * taken when it opens. Only Find clinics applies them; closing discards them.
 */
export function FiltersPanel({ filters, onApply }: Props) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(filters);
  const trigger = useRef<HTMLButtonElement>(null);

  const openChange = (next: boolean) => {
    if (next) setDraft(filters);
    setOpen(next);
  };

  return (
    <>
      <Button
        ref={trigger}
        $variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'search-filters' : undefined}
        onClick={() => {
          setOpened(true);
          openChange(true);
        }}
      >
        {t('filters.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FiltersDialog open={open} onOpenChange={openChange} trigger={trigger} current={filters} draft={draft} onDraft={setDraft} onApply={onApply} />
        </Suspense>
      )}
    </>
  );
}
