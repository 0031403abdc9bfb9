import { notify, useNoticeStore } from './notice-store';

const shown = () => useNoticeStore.getState().notices.map((n) => `${n.tone}: ${n.message}`);

describe('notices', () => {
  beforeEach(() => useNoticeStore.setState({ notices: [] }));

  it('replaces the error of a form with its later success, so the two never sit side by side', () => {
    notify.error('Your message could not be sent.', 'contact-clinic');
    notify.success('Your message was sent.', 'contact-clinic');
    expect(shown()).toEqual(['success: Your message was sent.']);
  });

  it('keeps notices of other topics and notices without one', () => {
    notify.info('Saved your search.');
    notify.error('The doctor could not be saved.', 'doctor-wizard');
    notify.success('Your message was sent.', 'contact-clinic');
    expect(shown()).toEqual(['info: Saved your search.', 'error: The doctor could not be saved.', 'success: Your message was sent.']);
  });
});
