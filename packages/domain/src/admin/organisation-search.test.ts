import { describe, expect, it } from 'vitest';
import { classifyOrganisationQuery } from './organisation-search.js';

describe('classifyOrganisationQuery', () => {
  it('searches nothing below 3 characters, counting without the surrounding spaces', () => {
    expect(classifyOrganisationQuery('')).toEqual({ kind: 'none' });
    expect(classifyOrganisationQuery('Ri')).toEqual({ kind: 'none' });
    expect(classifyOrganisationQuery('  ab  ')).toEqual({ kind: 'none' });
  });

  it('searches a uuid by uuid, in lower case', () => {
    expect(classifyOrganisationQuery('4F1C2A7E-8B3D-4C55-9A61-2D7E0B9C1A01')).toEqual({
      kind: 'uuid',
      uuid: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
    });
  });

  it('searches ECG- plus digits in any case by master ECG, upper-cased', () => {
    expect(classifyOrganisationQuery('ecg-104233')).toEqual({
      kind: 'masterEcg',
      masterEcg: 'ECG-104233',
    });
    expect(classifyOrganisationQuery(' Ecg-7 ')).toEqual({ kind: 'masterEcg', masterEcg: 'ECG-7' });
  });

  it('searches anything else by name, as typed', () => {
    expect(classifyOrganisationQuery('River')).toEqual({ kind: 'name', name: 'River' });
    expect(classifyOrganisationQuery('ECG-')).toEqual({ kind: 'name', name: 'ECG-' });
    expect(classifyOrganisationQuery('ECG-12a')).toEqual({ kind: 'name', name: 'ECG-12a' });
    expect(classifyOrganisationQuery('4f1c2a7e-8b3d')).toEqual({
      kind: 'name',
      name: '4f1c2a7e-8b3d',
    });
  });
});
