/**
 * An import that renames a verified location queues its NPI check again: the
 * mark comes down at once, and the job settles the check against the new name.
 */
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { HEADER, importRequest, location, row } from '../imports/support';
import { ownerClinic, publicClinic, saveClinic, startWorld, type VerificationWorld } from './support';

jest.setTimeout(60_000);

describe('NPI checks after an import', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  const file = (name: string) => [HEADER, row(location('bright-1', name)), ''].join('\r\n');

  it('a renamed location loses its mark until the registry is asked again, then shows the mismatch', async () => {
    const imported = await importRequest(w.t.app, w.owner, file('Bright Smiles Dental'), { apply: true });
    expect(imported.statusCode).toBe(200);
    const id = imported.json().locations[0].id as string;
    expect((await saveClinic(w, { npi: N.clinic }, id)).json().result.npiCheck.state).toBe('verified');

    expect((await importRequest(w.t.app, w.owner, file('Canyon Orthodontics'), { apply: true })).json()).toMatchObject({ updated: 1 });
    expect((await publicClinic(w, id)).verifiedProvider).toBeUndefined();
    expect((await ownerClinic(w, id))?.npiCheck).toEqual({ npi: N.clinic, state: 'pending', checkedAt: null });

    expect(await w.t.app.npiChecks.runOnce()).toBe(1);
    expect((await ownerClinic(w, id))?.npiCheck).toMatchObject({ state: 'mismatch', field: 'name', registryValue: 'BRIGHT SMILES DENTAL, LLC' });
  });
});
