import { describe, expect, it } from 'vitest';
import { importableEntities } from './importableEntities';

describe('importableEntities', () => {
  it('offers what the roles write, beside the importer', () => {
    expect(importableEntities(['owner'])).toEqual([
      'drugs',
      'cities',
      'workplaces',
      'jobPositions',
      'facilityTypes',
    ]);
    expect(importableEntities(['entityEditor'])).toEqual([
      'cities',
      'workplaces',
      'jobPositions',
      'facilityTypes',
    ]);
    expect(importableEntities(['productEditor'])).toEqual(['drugs']);
    expect(importableEntities(['customerEditor'])).toEqual([]);
    expect(importableEntities(['viewer'])).toEqual([]);
  });
});
