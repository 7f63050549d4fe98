import { describe, expect, it } from 'vitest';
import { firstAt, pageAnswersScript, variablesKey, type PageAnswers } from './pageAnswers';

describe('page answers', () => {
  it('writes a data block that no text of a user can end, and reads back unchanged', () => {
    const answers: PageAnswers = {
      path: '/en/job-opportunities',
      language: 'en',
      answers: [
        {
          operationName: 'Jobs',
          variables: { first: 10 },
          data: { title: '</script><script>alert(1)</script> <!-- & \u2028 صيدلية' },
        },
      ],
    };
    const script = pageAnswersScript(answers);
    const inner = /^<script type="application\/json" id="page-answers">(.*)<\/script>$/s.exec(
      script,
    )?.[1];
    expect(inner).toBeDefined();
    expect(inner).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(inner ?? '')).toEqual(answers);
  });

  it('compares variables by value, whatever the order of keys, without undefined ones', () => {
    expect(variablesKey({ first: 10, filter: { b: 1, a: 2 } })).toBe(
      variablesKey({ filter: { a: 2, b: 1, c: undefined }, first: 10 }),
    );
    expect(variablesKey(undefined)).toBe(variablesKey({}));
    expect(variablesKey({ first: 10 })).not.toBe(variablesKey({ first: 20 }));
  });

  it('finds the first string at a path, through the items of lists', () => {
    const data = {
      properties: {
        items: [{ cover: null }, { cover: { url: '/files/a.webp' } }, { cover: { url: '/b' } }],
      },
    };
    expect(firstAt(data, 'properties.items.*.cover.url')).toBe('/files/a.webp');
    expect(firstAt(data, 'properties.items.*.cover.missing')).toBeUndefined();
    expect(firstAt(data, 'properties.items')).toBeUndefined();
    expect(firstAt({ items: [] }, 'items.*.cover.url')).toBeUndefined();
    expect(firstAt({ a: 'x' }, 'a')).toBe('x');
    expect(firstAt({}, 'constructor')).toBeUndefined();
  });
});
