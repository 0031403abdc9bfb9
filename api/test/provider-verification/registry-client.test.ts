/**
 * The registry client against the local registry: a fact (a record, or none,
 * or a request the registry refuses) is told apart from a registry that could
 * not answer (5xx, too slow, unreachable); and the matching rules' normalising.
 */
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { startNpiRegistryStandIn, type NpiRegistryStandIn } from '#src/dev-npi-registry/server';
import { normalisedLastName, normalisedOrganisationName } from '#src/provider-verification/match-rules';
import { lookUpNpi } from '#src/provider-verification/registry-client';
import { loadConfig } from '#src/config';
import { freePort } from '#test/free-port';

describe('the NPI Registry client', () => {
  let registry: NpiRegistryStandIn;
  beforeAll(async () => {
    registry = await startNpiRegistryStandIn({ slowMs: 1000 });
  });
  afterAll(() => registry.close());

  it('reads a record, an NPI the registry does not hold, and a request it refuses', async () => {
    const found = await lookUpNpi(registry.url, N.clinic, 2000);
    expect(found).toMatchObject({ kind: 'found', record: { number: N.clinic, enumeration_type: 'NPI-2', basic: { status: 'A' } } });
    expect(await lookUpNpi(registry.url, N.unknown, 2000)).toEqual({ kind: 'absent' });
    expect(await lookUpNpi(registry.url, '123456789', 2000)).toEqual({ kind: 'absent' });
  });

  it('a 500, a slow answer and an unreachable registry are unavailable, not facts', async () => {
    expect(await lookUpNpi(registry.url, N.serverError, 2000)).toEqual({ kind: 'unavailable', reason: 'registry answered 500' });
    expect(await lookUpNpi(registry.url, N.slow, 200)).toEqual({ kind: 'unavailable', reason: 'no answer within 200 ms' });
    expect(await lookUpNpi(`http://127.0.0.1:${await freePort()}`, N.clinic, 2000)).toMatchObject({ kind: 'unavailable', reason: expect.stringMatching(/^registry unreachable/) });
    // Not the registry's JSON at all (another server at that address).
    expect(await lookUpNpi(`${registry.url}/elsewhere/`, N.clinic, 2000)).toMatchObject({ kind: 'unavailable' });
  });
});

describe('the matching rules', () => {
  it.each([
    ['Bright Smiles Dental, LLC', 'bright smiles dental'],
    ['BRIGHT SMILES DENTAL L.L.C.', 'Bright Smiles Dental'],
    ['Bright Smiles Dental, P.C.', 'Bright-Smiles Dental'],
    ['Smith & Jones Family Dentistry, Inc.', 'Smith and Jones Family Dentistry'],
    ['Clínica Dental Sonrisa PLLC', 'Clinica Dental Sonrisa'],
  ])('"%s" is the organisation "%s"', (registry, listing) => {
    expect(normalisedOrganisationName(registry)).toBe(normalisedOrganisationName(listing));
  });

  it('keeps the words that tell organisations apart, and a name that is only a legal form', () => {
    expect(normalisedOrganisationName('Bright Smiles Dental')).not.toBe(normalisedOrganisationName('Bright Smiles Dental Care'));
    expect(normalisedOrganisationName('Inc')).toBe('INC');
  });

  it('compares last names without case, accents, spaces, hyphens or apostrophes', () => {
    expect(normalisedLastName("O'Neil")).toBe(normalisedLastName('ONEIL'));
    expect(normalisedLastName('Núñez-García')).toBe(normalisedLastName('NUNEZ GARCIA'));
    expect(normalisedLastName('Reyes')).not.toBe(normalisedLastName('Reyes Gomez'));
  });
});

describe('the registry setting', () => {
  it('is the real registry unless set, and must be an http(s) URL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).npiRegistryUrl).toBe('https://npiregistry.cms.hhs.gov');
    expect(loadConfig({ NODE_ENV: 'test', NPI_REGISTRY_URL: 'http://127.0.0.1:4001' }).npiRegistryUrl).toBe('http://127.0.0.1:4001');
    expect(() => loadConfig({ NODE_ENV: 'test', NPI_REGISTRY_URL: 'npiregistry.cms.hhs.gov' })).toThrow(/NPI_REGISTRY_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', NPI_REGISTRY_TIMEOUT_MS: '2s' })).toThrow(/NPI_REGISTRY_TIMEOUT_MS must be a whole number of milliseconds/);
  });
});
