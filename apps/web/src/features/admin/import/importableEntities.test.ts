import { describe, expect, it } from 'vitest';
import { importableEntities } from './importableEntities';

describe('importableEntities', () => {
  it('offers what the roles write, beside the importer', () => {
    expect(importableEntities(['owner'], 'write')).toEqual([
      'drugs',
      'cities',
      'workplaces',
      'jobPositions',
      'facilityTypes',
      'customers',
      'products',
    ]);
    expect(importableEntities(['entityEditor'], 'write')).toEqual([
      'cities',
      'workplaces',
      'jobPositions',
      'facilityTypes',
    ]);
    expect(importableEntities(['productEditor'], 'write')).toEqual(['drugs', 'products']);
    expect(importableEntities(['customerEditor'], 'write')).toEqual(['customers']);
    expect(importableEntities(['viewer'], 'write')).toEqual([]);
  });

  it('shows readers the templates and imports of what they read, without importing', () => {
    expect(importableEntities(['viewer'], 'read')).toEqual(importableEntities(['owner'], 'write'));
    expect(importableEntities(['entityViewer'], 'read')).toEqual([]);
    // customerEditor writes the importer and reads no other importable section.
    expect(importableEntities(['customerEditor'], 'read')).toEqual(['customers']);
  });
});
