import { describe, expect, it } from 'vitest';
import { firstAt, pageAnswersScript, type PageAnswers } from './pageAnswers';

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
