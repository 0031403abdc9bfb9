import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  message: string;
  /** What the notice is about (a form, say): a newer notice on it replaces this one. */
  topic?: string;
}

interface NoticeState {
  notices: Notice[];
  show: (message: string, tone?: NoticeTone, topic?: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const AUTO_DISMISS_MS = 6000;

/** In-page notices replace the original's alert() calls; rendered by <Notices />. */
export const useNoticeStore = create<NoticeState>()((set, get) => ({
  notices: [],
  show: (message, tone = 'info', topic) => {
    const id = nextId++;
    // A success must not sit beside the error it answers: one notice per topic.
    const others = topic === undefined ? get().notices : get().notices.filter((n) => n.topic !== topic);
    set({ notices: [...others, { id, tone, message, topic }] });
    if (typeof window !== 'undefined') window.setTimeout(() => get().dismiss(id), AUTO_DISMISS_MS);
    return id;
  },
  dismiss: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
}));

/**
 * Shows a notice. Give a form's notices a `topic` so the latest outcome replaces
 * the previous one: after a failed send and a successful retry, only the success shows.
 */
export const notify = {
  success: (message: string, topic?: string) => useNoticeStore.getState().show(message, 'success', topic),
  error: (message: string, topic?: string) => useNoticeStore.getState().show(message, 'error', topic),
  info: (message: string, topic?: string) => useNoticeStore.getState().show(message, 'info', topic),
};
