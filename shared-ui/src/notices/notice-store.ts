import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  message: string;
}

interface NoticeState {
  notices: Notice[];
  show: (message: string, tone?: NoticeTone) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const AUTO_DISMISS_MS = 6000;

/** In-page notices replace the original's alert() calls; rendered by <Notices />. */
export const useNoticeStore = create<NoticeState>()((set, get) => ({
  notices: [],
  show: (message, tone = 'info') => {
    const id = nextId++;
    set({ notices: [...get().notices, { id, tone, message }] });
    if (typeof window !== 'undefined') window.setTimeout(() => get().dismiss(id), AUTO_DISMISS_MS);
    return id;
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

export const notify = {
  success: (message: string) => useNoticeStore.getState().show(message, 'success'),
  error: (message: string) => useNoticeStore.getState().show(message, 'error'),
  info: (message: string) => useNoticeStore.getState().show(message, 'info'),
};
