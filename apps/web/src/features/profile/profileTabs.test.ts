import { describe, expect, it } from 'vitest';
import { parseProfileTab, profilePath } from './profileTabs';

describe('profile tabs', () => {
  it('reads a known tab and falls back to the prescriptions', () => {
    expect(parseProfileTab('account')).toBe('account');
    expect(parseProfileTab('jobs')).toBe('jobs');
    expect(parseProfileTab('facilities')).toBe('facilities');
    expect(parseProfileTab('drugs')).toBe('drugs');
    expect(parseProfileTab('notifications')).toBe('notifications');
    expect(parseProfileTab('jobs-next-year')).toBe('prescriptions');
    expect(parseProfileTab(null)).toBe('prescriptions');
  });

  it('links to a tab, the first one without a parameter', () => {
    expect(profilePath('ar', 'prescriptions')).toBe('/ar/profile');
    expect(profilePath('en', 'account')).toBe('/en/profile?tab=account');
  });
});
