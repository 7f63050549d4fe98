import { describe, expect, it } from 'vitest';
import { postEditPath, postIdOfPath, postPath } from './postPages';

const ID = '0b6f2a4e-6c1d-4f8e-9a3b-2d7c5e1f9a80';

describe('post pages', () => {
  it('builds a post page and its edit page', () => {
    expect(postPath('job', ID)).toBe(`/job-opportunities/${ID}`);
    expect(postEditPath('job', ID)).toBe(`/add-job/edit/${ID}`);
    expect(postEditPath('prescription', ID)).toBe(`/edit-prescription/${ID}`);
  });

  it("reads the id back from a kind's page only", () => {
    expect(postIdOfPath('job', `job-opportunities/${ID.toUpperCase()}`)).toBe(ID);
    expect(postIdOfPath('prescription', `prescriptions/${ID}`)).toBe(ID);
    expect(postIdOfPath('job', `prescriptions/${ID}`)).toBeNull();
    expect(postIdOfPath('job', `job-opportunities/${ID}/more`)).toBeNull();
    expect(postIdOfPath('job', 'job-opportunities/not-an-id')).toBeNull();
    expect(postIdOfPath('job', 'job-opportunities')).toBeNull();
  });
});
