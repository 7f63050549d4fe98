import { describe, expect, it } from 'vitest';
import { upgradeNotifyRequest } from './notifications';
import { notifyRequestSchema } from './notificationInput';

describe('recorded notify requests', () => {
  const before0024 = {
    kind: 'jobAlert',
    type: 'jobAlert',
    userIds: ['user-1'],
    postId: 'job-1',
    createdBy: 'user-2',
    description: { en: 'Pharmacist, Giza', ar: 'صيدلي، الجيزة' },
  };

  it('reads a job alert recorded before alerts became one mechanism', () => {
    expect(notifyRequestSchema.safeParse(before0024).success).toBe(false);
    expect(notifyRequestSchema.parse(upgradeNotifyRequest(before0024))).toMatchObject({
      kind: 'alert',
      type: 'jobAlert',
      userIds: ['user-1'],
    });
  });

  it('leaves every other request as it is', () => {
    const offer = { kind: 'offer', type: 'offer' };
    expect(upgradeNotifyRequest(offer)).toBe(offer);
    expect(upgradeNotifyRequest(undefined)).toBeUndefined();
    expect(upgradeNotifyRequest('text')).toBe('text');
  });
});
