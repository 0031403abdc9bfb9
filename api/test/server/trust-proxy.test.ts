import { loadConfig } from '#src/config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('trusts no proxy unless told, so a client cannot pick its own address for the rate limits', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
  });

  it('a hop count trusts that many proxies nearest the API, and no further', () => {
    const trusted = trustProxy('1') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trusted('10.0.0.1', hop))).toEqual([true, false, false]);
  });

  it('addresses and ranges are handed to Fastify as written', () => {
    expect(trustProxy('10.0.0.0/8,127.0.0.1')).toBe('10.0.0.0/8,127.0.0.1');
  });
});
