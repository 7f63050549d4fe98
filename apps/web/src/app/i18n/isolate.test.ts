import { describe, expect, it } from 'vitest';
import { isolate } from './isolate';

describe('isolate', () => {
  it('wraps the value in first-strong isolate and pop directional isolate', () => {
    expect(isolate('mona@dawa.local')).toBe('\u2068mona@dawa.local\u2069');
  });
});
