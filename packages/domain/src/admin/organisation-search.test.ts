import { describe, expect, it } from 'vitest';
import { classifyContactQuery, classifyOrganisationQuery } from './organisation-search.js';

describe('classifyOrganisationQuery', () => {
  it('searches nothing below 3 characters, spaces not counted', () => {
    expect(classifyOrganisationQuery('')).toEqual({ kind: 'none' });
    expect(classifyOrganisationQuery('ab')).toEqual({ kind: 'none' });
    expect(classifyOrganisationQuery('  ab  ')).toEqual({ kind: 'none' });
  });

  it('searches a uuid by uuid', () => {
    expect(classifyOrganisationQuery(' 4F1C2A7E-8B3D-4C55-9A61-2D7E0B9C1A01 ')).toEqual({
      kind: 'uuid',
      uuid: '4f1c2a7e-8b3d-4c55-9a61-2d7e0b9c1a01',
    });
  });

  it('searches ECG- plus digits in any case by the upper-cased master ECG', () => {
    expect(classifyOrganisationQuery('ecg-104233')).toEqual({
      kind: 'masterEcg',
      masterEcg: 'ECG-104233',
    });
    expect(classifyOrganisationQuery('Ecg-7')).toEqual({ kind: 'masterEcg', masterEcg: 'ECG-7' });
  });

  it('searches everything else by name, ECG- without digits included', () => {
    expect(classifyOrganisationQuery('Riverside')).toEqual({ kind: 'name', name: 'Riverside' });
    expect(classifyOrganisationQuery('ECG-')).toEqual({ kind: 'name', name: 'ECG-' });
    expect(classifyOrganisationQuery('ECG-12a')).toEqual({ kind: 'name', name: 'ECG-12a' });
    expect(classifyOrganisationQuery('4f1c2a7e-8b3d')).toEqual({
      kind: 'name',
      name: '4f1c2a7e-8b3d',
    });
  });
});

describe('classifyContactQuery', () => {
  it('searches nothing below 3 characters', () => {
    expect(classifyContactQuery('ad')).toEqual({ kind: 'none' });
  });

  it('searches digits by mobile without separators, anything else by e-mail', () => {
    expect(classifyContactQuery('+1 (217) 555-01')).toEqual({
      kind: 'mobile',
      mobile: '+121755501',
    });
    expect(classifyContactQuery('admin@riverside')).toEqual({
      kind: 'email',
      email: 'admin@riverside',
    });
  });
});
