import { describe, expect, it } from 'vitest';
import {
  OWN_LIST_ACCEPTED,
  OWN_LIST_ACCEPTED_AND_PENDING,
  POST_STATUSES,
  canModerate,
  canOpen,
  canSeeDeactivationReason,
  canView,
  editMode,
  entersReview,
  isModerator,
  isPostTransition,
  isPubliclyVisible,
  isVisibleInOwnList,
  liveChange,
  moderatedState,
  ownListRule,
  revisedValues,
  statusAfterEdit,
  transitionChange,
  type PostState,
} from './posts';
import { quotaExceeded } from './posts.service';

const pending: PostState = { postStatus: 'pending', isActive: true };
const accepted: PostState = { postStatus: 'accepted', isActive: true };
const acceptedOff: PostState = { postStatus: 'accepted', isActive: false };
const deletedActive: PostState = { postStatus: 'deleted', isActive: true };
const deleted: PostState = { postStatus: 'deleted', isActive: false };

describe('post visibility (SPEC §4)', () => {
  it('public lists show accepted posts and deleted ones while active', () => {
    expect(isPubliclyVisible(accepted)).toBe(true);
    expect(isPubliclyVisible(acceptedOff)).toBe(true);
    expect(isPubliclyVisible(deletedActive)).toBe(true);
    expect(isPubliclyVisible(deleted)).toBe(false);
    expect(isPubliclyVisible(pending)).toBe(false);
  });

  it('own lists follow the rule of their kind', () => {
    expect(isVisibleInOwnList(accepted, OWN_LIST_ACCEPTED)).toBe(true);
    expect(isVisibleInOwnList(pending, OWN_LIST_ACCEPTED)).toBe(false);
    expect(isVisibleInOwnList(pending, OWN_LIST_ACCEPTED_AND_PENDING)).toBe(true);
    expect(isVisibleInOwnList(deletedActive, OWN_LIST_ACCEPTED_AND_PENDING)).toBe(false);
  });

  it('a hidden post opens for its author, moderators and readers of the queue only', () => {
    const post = { ...pending, createdBy: 'author' };
    expect(canView(post, { id: 'author', roles: [] })).toBe(true);
    expect(canView(post, { id: 'someone', roles: [] })).toBe(false);
    expect(canView(post, { id: 'someone', roles: ['productEditor'] })).toBe(false);
    expect(canView(post, { id: 'reader', roles: ['entityViewer'] })).toBe(true);
    expect(canView(post, { id: 'mod', roles: ['entityEditor'] })).toBe(true);
    expect(canView({ ...accepted, createdBy: 'author' }, { id: 'someone', roles: [] })).toBe(true);
  });

  it('a post its author took off the list still opens from a link; review and deletion hide it', () => {
    const filled = { ...accepted, hidden: true, createdBy: 'author' };
    const someone = { id: 'someone', roles: [] };
    expect(canView(filled, someone)).toBe(false);
    expect(canOpen(filled, someone)).toBe(true);
    expect(canOpen({ ...pending, hidden: true, createdBy: 'author' }, someone)).toBe(false);
    expect(canOpen({ ...deleted, createdBy: 'author' }, someone)).toBe(false);
    expect(canOpen({ ...deleted, createdBy: 'author' }, { id: 'author', roles: [] })).toBe(true);
  });

  it('shows why a post was taken down to its author, moderators and queue readers only', () => {
    const post = { createdBy: 'author' };
    expect(canSeeDeactivationReason(post, { id: 'author', roles: [] })).toBe(true);
    expect(canSeeDeactivationReason(post, { id: 'mod', roles: ['editor'] })).toBe(true);
    expect(canSeeDeactivationReason(post, { id: 'reader', roles: ['viewer'] })).toBe(true);
    expect(canSeeDeactivationReason(post, { id: 'someone', roles: ['orderEditor'] })).toBe(false);
    expect(canSeeDeactivationReason(post, null)).toBe(false);
  });

  it('moderators are owner, editor and entityEditor', () => {
    expect(isModerator(['owner'])).toBe(true);
    expect(isModerator(['editor'])).toBe(true);
    expect(isModerator(['entityEditor'])).toBe(true);
    expect(isModerator(['entityViewer', 'productEditor'])).toBe(false);
    expect(isModerator([])).toBe(false);
  });
});

describe('live changes (SPEC §4)', () => {
  it('keeps an added item only if visible', () => {
    expect(liveChange(false, accepted)).toBe('add');
    expect(liveChange(false, pending)).toBe('ignore');
    expect(liveChange(false, deleted)).toBe('ignore');
  });

  it('drops a modified item that becomes deleted or pending, re-adds one visible again', () => {
    expect(liveChange(true, accepted)).toBe('update');
    expect(liveChange(true, deleted)).toBe('remove');
    expect(liveChange(true, pending)).toBe('remove');
    expect(liveChange(true, deletedActive)).toBe('update');
    expect(liveChange(false, accepted)).toBe('add');
  });

  it('drops a removed item, and ignores the removal of one never shown', () => {
    expect(liveChange(true, null)).toBe('remove');
    expect(liveChange(false, null)).toBe('ignore');
  });

  it('applies a list rule to a recorded transition', () => {
    const created = { kind: 'prescription' as const, createdBy: 'u', before: null, after: pending };
    expect(transitionChange(created)).toBe('ignore');
    const acceptedNow = { ...created, before: pending, after: accepted };
    expect(transitionChange(acceptedNow)).toBe('add');
    const mine = ownListRule(OWN_LIST_ACCEPTED_AND_PENDING);
    expect(transitionChange(created, mine)).toBe('add');
    expect(transitionChange(acceptedNow, mine)).toBe('update');
    expect(transitionChange({ ...created, before: accepted, after: pending })).toBe('remove');
  });

  it('recognises transitions in event values', () => {
    expect(
      isPostTransition({ kind: 'prescription', createdBy: 'u', before: null, after: accepted }),
    ).toBe(true);
    expect(isPostTransition({ kind: 'prescription', createdBy: 'u', after: { x: 1 } })).toBe(false);
    expect(isPostTransition({ kind: 'boat', createdBy: 'u', before: null, after: null })).toBe(
      false,
    );
    expect(isPostTransition(null)).toBe(false);
  });
});

describe('moderation and edits', () => {
  it('accepts what is not accepted and deletes what is not deleted', () => {
    expect(canModerate('accept', 'pending')).toBe(true);
    expect(canModerate('accept', 'accepted')).toBe(false);
    expect(canModerate('delete', 'accepted')).toBe(true);
    expect(canModerate('delete', 'deleted')).toBe(false);
    expect(moderatedState('accept', null)).toEqual({
      postStatus: 'accepted',
      isActive: true,
      deactivationReason: null,
    });
    expect(moderatedState('delete', 'Not a prescription')).toEqual({
      postStatus: 'deleted',
      isActive: false,
      deactivationReason: 'Not a prescription',
    });
  });

  it('sends an accepted post edited in place (switched off) back to review', () => {
    expect(statusAfterEdit('accepted')).toBe('pending');
    expect(statusAfterEdit('pending')).toBe('pending');
  });

  it('keeps an accepted, active post public and stores its edit apart (ADR 0021)', () => {
    expect([pending, accepted, acceptedOff, deletedActive, deleted].map(editMode)).toEqual([
      'inPlace',
      'revise',
      'inPlace',
      'refuse',
      'refuse',
    ]);
  });

  it('merges a second edit into the revision and drops values equal to the post', () => {
    const post = { title: 'Cough', description: 'Adult, 40', imageUrl: '/a.webp' };
    const earlier = { title: 'Cough, day 5', imageUrl: '/b.webp' };
    expect(revisedValues(post, earlier, { description: 'Adult, 41' })).toEqual({
      title: 'Cough, day 5',
      description: 'Adult, 41',
      imageUrl: '/b.webp',
    });
    // Edited back to the accepted title: that change is withdrawn.
    expect(revisedValues(post, earlier, { title: 'Cough' })).toEqual({ imageUrl: '/b.webp' });
    expect(revisedValues(post, { title: 'Cough, day 5' }, { title: 'Cough' })).toEqual({});
  });

  it('compares values by content: a gallery edited back to the accepted one withdraws', () => {
    const photo = (id: string) => ({ uploadId: id, url: `/files/${id}` });
    const post = { images: [photo('a'), photo('b')] };
    const earlier = { images: [photo('b')] };
    expect(revisedValues(post, earlier, { images: [photo('a'), photo('b')] })).toEqual({});
    expect(revisedValues(post, {}, { images: [photo('b'), photo('a')] })).toEqual({
      images: [photo('b'), photo('a')],
    });
  });

  it('tells the author when a change puts the post back in review, not when it stays there', () => {
    const toPending = POST_STATUSES.map((before) => entersReview(before, 'pending'));
    expect(toPending).toEqual([false, true, true]);
    expect(entersReview('accepted', 'accepted') || entersReview('accepted', 'deleted')).toBe(false);
  });

  it('names the quota message and its limit', () => {
    const error = quotaExceeded('prescription', 3);
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.message).toBe('You Can Not Add More Than 3 Prescriptions In A Month');
    expect(error.fieldErrors).toMatchObject([
      { path: 'quota', message: 'prescriptionQuota', params: { limit: 3, count: 3 } },
    ]);
  });
});
