import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shareSchemaLiterals } from './validator-source.ts';

const schema = { definitions: { Mode: { enum: ['development', 'production'] }, Name: { type: 'string', minLength: 1 } }, properties: { mode: { $ref: '#/definitions/Mode' } } };

describe('shareSchemaLiterals', () => {
  it('turns each literal that is the schema or a part of it into a reference, leaving other code and literals alone', () => {
    const source = [
      `const schema1 = ${JSON.stringify(schema)};`,
      `const schema2 = ${JSON.stringify(schema.definitions.Mode)};`,
      'const schema3 = {"type":"number","note":"a \\"quoted\\" } brace"};',
      `function validate(data) { return schema2.enum.includes(data) && ${JSON.stringify({ type: 'string', minLength: 1 })}; }`,
    ].join('\n');
    const shared = shareSchemaLiterals(source, schema, 'S');
    expect(shared.split('\n')).toEqual([
      'const schema1 = S;',
      'const schema2 = S["definitions"]["Mode"];',
      'const schema3 = {"type":"number","note":"a \\"quoted\\" } brace"};',
      `function validate(data) { return schema2.enum.includes(data) && ${JSON.stringify({ type: 'string', minLength: 1 })}; }`,
    ]);
    // The references give the same values the literals did.
    const values = (code: string): unknown => runInNewContext(`${code}\n[schema1, schema2, schema3]`, { S: schema });
    expect(values(shared)).toEqual(values(source));
  });
});
