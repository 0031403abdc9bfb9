import { wantsPage } from '../scripts/serve-static';

const get = (url: string) => wantsPage({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('which missing paths get the site’s page', () => {
  it('a page whose signed token holds dots is a page', () => {
    expect(get(`/appointment-answer/${'a'.repeat(24)}.c.1.1796853600.${'S'.repeat(20)}_-${'x'.repeat(21)}`)).toBe(true);
    expect(get('/estimate/AbC')).toBe(true);
  });
  it('a missing file is not', () => {
    expect(get('/missing.js')).toBe(false);
    expect(get('/images/a.webp?w=4')).toBe(false);
    expect(get('/site.webmanifest')).toBe(false);
  });
});
