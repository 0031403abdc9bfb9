import { create } from 'zustand';
import { MAX_COMPARE } from '@directpay/contracts';

/** A clinic ticked for comparison: its id for the link, its name for the bar. */
export interface ComparePick {
  id: string;
  name: string;
}

interface CompareState {
  picks: ComparePick[];
  /** Ticks or unticks; a fourth tick is ignored (the box is disabled then). */
  toggle: (pick: ComparePick) => void;
  /** The compare page's own clinics, after a clinic is removed or added there. */
  replace: (picks: ComparePick[]) => void;
  clear: () => void;
}

const KEY = 'compareSelection';

// The selection survives Back and forward between the search and /compare (the
// store outlives the page) and a reload of the tab (session storage); the
// compare link itself carries the ids, so a shared link never needs it.
function readStored(): ComparePick[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((p): p is ComparePick => typeof p?.id === 'string' && typeof p?.name === 'string')
      .slice(0, MAX_COMPARE);
  } catch {
    return [];
  }
}

function keep(picks: ComparePick[]): ComparePick[] {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(picks));
  } catch {
    // Storage blocked: the selection lasts as long as the page.
  }
  return picks;
}

export const useCompareStore = create<CompareState>((set) => ({
  picks: readStored(),
  toggle: (pick) =>
    set(({ picks }) => {
      if (picks.some((p) => p.id === pick.id)) return { picks: keep(picks.filter((p) => p.id !== pick.id)) };
      return picks.length >= MAX_COMPARE ? {} : { picks: keep([...picks, pick]) };
    }),
  replace: (picks) => set({ picks: keep(picks.slice(0, MAX_COMPARE)) }),
  clear: () => set({ picks: keep([]) }),
}));
