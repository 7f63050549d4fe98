import { describe, expect, it } from 'vitest';
import { readSource, SRC, sourcePaths } from './sourceFiles';

const IMPORT = /import (\w+) from '(\.[^']+\.module\.css)';/g;

/** The classes a CSS module defines (any selector that names them). */
function classesOf(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set(
    [...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''),
  );
}

/** `file: styles.missing` for every class a source file reads from a module that lacks it. */
function missingClasses(): string[] {
  const missing: string[] = [];
  const sources = sourcePaths((path) => /\.tsx?$/.test(path) && !path.endsWith('.test.ts'));
  for (const path of sources) {
    const file = new URL(path, SRC);
    const source = readSource(file);
    for (const [, name, module] of source.matchAll(IMPORT)) {
      if (!name || !module) continue;
      const defined = classesOf(readSource(new URL(module, file)));
      const used = source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'));
      for (const [, className] of used)
        if (className && !defined.has(className)) missing.push(`${path}: ${name}.${className}`);
    }
  }
  return missing;
}

describe('CSS modules', () => {
  // An undefined class is `undefined` at run time: the element silently loses its look (a
  // post's title did, when its rules moved to app/ui).
  it('define every class the components use', () => {
    expect(missingClasses()).toEqual([]);
  });
});
