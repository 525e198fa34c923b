import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  fieldRows,
  namedSchemas,
  referenceAreas,
  refsOf,
  typeText,
} from '../../src/web/api-reference/contract-reference.ts';

interface Operation {
  operationId: string;
  tags: string[];
}

describe('the API reference page is drawn from the bundled contract (issue 12 point 4)', () => {
  it('shows every operation once, under the area of its tag', async () => {
    const doc = JSON.parse(await readFile('openapi/bundle.json', 'utf8')) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const expected = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .map((op) => `${op.tags[0] ?? ''}:${op.operationId}`)
      .sort();
    const shown = referenceAreas()
      .flatMap((area) => area.operations.map((op) => `${area.name}:${op.id}`))
      .sort();
    expect(shown).toEqual(expected);
  });

  it('every schema a type links to is on the page', () => {
    const linked = Object.values(namedSchemas).flatMap((schema) =>
      fieldRows(schema).flatMap((row) => refsOf(row.schema)),
    );
    for (const name of linked) expect(namedSchemas, name).toHaveProperty(name);
  });

  it('writes a type as a reader does', () => {
    expect(typeText({ type: ['integer', 'null'] })).toBe('integer | null');
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/Rebate' } })).toBe(
      'Rebate[]',
    );
    expect(typeText({ enum: [1, 2, 3] })).toBe('1 | 2 | 3');
    expect(typeText({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
  });
});
