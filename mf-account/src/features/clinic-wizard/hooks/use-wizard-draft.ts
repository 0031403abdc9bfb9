import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSessionStore } from '@directpay/shared-ui';
import type { ClinicDraft } from '../lib/clinic-draft';
import { clearDraft, draftChanged, draftFingerprint, loadDraft, saveDraft, type DraftTarget, type StoredDraft } from '../lib/draft-store';
import { TOTAL_STEPS } from '../lib/validate-step';

export interface WizardDraft {
  /** A draft stored earlier for this clinic, offered until the owner continues it or starts over. */
  offer: StoredDraft | null;
  /** Puts the stored draft in the form and gives the step it was left at. */
  resume: () => number;
  startOver: () => void;
  /** Whether closing now would lose something typed since the wizard opened. */
  changed: () => boolean;
  /** Writes the draft now (Keep the draft). */
  keep: () => void;
  /** Forgets it (Discard, or a successful Submit). */
  discard: () => void;
}

/**
 * Keeps the wizard's form in the browser as the owner types (draft-store.ts): every
 * change and step is written at once, so closing the tab loses nothing; a wizard
 * back to what it opened with stores nothing.
 */
export function useWizardDraft(form: UseFormReturn<ClinicDraft>, initial: ClinicDraft, target: DraftTarget, step: number): WizardDraft {
  const accountId = useSessionStore((s) => s.accountId);
  const [offer, setOffer] = useState(() => (accountId ? loadDraft(accountId, target, TOTAL_STEPS) : null));
  // Nothing is written while the offer is open: the stored draft is still the owner's choice.
  const undecided = useRef(offer !== null);
  const opened = useMemo(() => draftFingerprint(initial), [initial]);
  const stepNow = useRef(step);
  stepNow.current = step;

  const write = useCallback(() => {
    if (!accountId || undecided.current) return;
    const values = form.getValues();
    if (draftChanged(opened, values)) saveDraft(accountId, target, values, stepNow.current);
    else clearDraft(accountId, target);
  }, [accountId, form, opened, target]);

  useEffect(() => {
    const subscription = form.watch(() => write());
    return () => subscription.unsubscribe();
  }, [form, write]);
  useEffect(() => {
    write();
  }, [step, write]);

  const decided = () => {
    undecided.current = false;
    setOffer(null);
  };
  return {
    offer,
    resume: () => {
      if (!offer) return step;
      decided();
      // The clinic's id is the one opened (a draft never carries one of its own).
      form.reset(initial.id ? { ...offer.draft, id: initial.id } : offer.draft);
      return offer.step;
    },
    startOver: () => {
      if (accountId) clearDraft(accountId, target);
      decided();
    },
    changed: () => !undecided.current && draftChanged(opened, form.getValues()),
    keep: write,
    discard: () => {
      if (accountId) clearDraft(accountId, target);
    },
  };
}
