import { describe, expect, it } from 'vitest';
import { easeInOutCubic, scrollPositionAt } from './scrollToSection';

describe('easeInOutCubic', () => {
  it('starts at 0, ends at 1 and passes the middle at half time', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  it('is slow at both ends and clamps out-of-range progress', () => {
    expect(easeInOutCubic(0.1)).toBeLessThan(0.1);
    expect(easeInOutCubic(0.9)).toBeGreaterThan(0.9);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('never goes backwards', () => {
    let previous = 0;
    for (let i = 1; i <= 100; i += 1) {
      const value = easeInOutCubic(i / 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('scrollPositionAt', () => {
  it('moves from the start to the target over the duration, both directions', () => {
    expect(scrollPositionAt(100, 1100, 0, 1000)).toBe(100);
    expect(scrollPositionAt(100, 1100, 500, 1000)).toBe(600);
    expect(scrollPositionAt(100, 1100, 1000, 1000)).toBe(1100);
    expect(scrollPositionAt(1100, 100, 500, 1000)).toBe(600);
    expect(scrollPositionAt(1100, 100, 1500, 1000)).toBe(100);
  });

  it('jumps straight to the target without a duration', () => {
    expect(scrollPositionAt(0, 400, 0, 0)).toBe(400);
  });
});
