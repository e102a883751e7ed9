import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactValidator, ERROR_HELPERS } from './validator-compact.ts';

const schema = {
  properties: { 'a/b': { type: 'string', minLength: 1 }, list: { uniqueItems: true } },
  definitions: { Name: { anyOf: [{ type: 'string' }] } },
};

/** An error literal and ajv's lines appending it, as its standalone code writes them. */
const unit = (name: string, fields: string): string =>
  `const ${name} = {${fields}};if(vErrors === null){vErrors = [${name}];}else {vErrors.push(${name});}errors++;`;

/** A fragment of ajv's output with each shape the rewrite knows, and some it must leave alone. */
const source = [
  'let vErrors = null;let errors = 0;',
  // Every field follows: keyword from the path, parent from schema1 (two path parts skipped), schema, message.
  unit('err0', 'instancePath:instancePath+"/name",schemaPath:"#/definitions/Name/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema1.anyOf[0].type,parentSchema:schema1.anyOf[0],data:data1'),
  // A key written with escapes in the path; a literal schema, which is passed as it is.
  unit('err1', 'instancePath,schemaPath:"#/properties/a~1b/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema0.properties["a/b"],data'),
  // A message that reads variables does not follow from literals: everything is written out.
  unit('err2', 'instancePath,schemaPath:"#/properties/list/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema0.properties.list,data'),
  // A message ajv would not write for these parameters stays as it is.
  unit('err3', 'instancePath,schemaPath:"#/properties/a~1b/type",keyword:"type",params:{type: "string"},message:"must be text",schema:schema0.properties["a/b"].type,parentSchema:schema0.properties["a/b"],data'),
  // Not ajv's eight fields: untouched.
  unit('err4', 'instancePath,keyword:"type"'),
  'const _errs5 = errors;',
  'vErrors = vErrors === null ? keyword0.errors : vErrors.concat(keyword0.errors);errors = vErrors.length;',
  'for(let i0=_errs5; i0<errors; i0++){const err5 = vErrors[i0];if(err5.instancePath === undefined){err5.instancePath = instancePath+"/x";}err5.schemaPath = "#/properties/x/absolutePath";err5.schema = true;err5.data = data;}',
  'const _errs6 = 6;errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}',
  'const before = vErrors.slice();const _errs7 = 0;errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}',
  '({ before, vErrors, errors })',
].join('\n');

function run(code: string): unknown {
  const context = {
    schema0: schema,
    schema1: schema.definitions.Name,
    instancePath: '',
    data: 'x',
    data1: 7,
    i1: 0,
    j0: 1,
    keyword0: { errors: [{ keyword: 'absolutePath', message: 'has a !', instancePath: '/kept' }, { keyword: 'absolutePath', message: 'must be absolute', instancePath: undefined }] },
  };
  return runInNewContext(`${ERROR_HELPERS}\n${code}`, context);
}

describe('compactValidator', () => {
  it('writes each shape it knows as a helper call that gives the same errors, and leaves the rest as it was', () => {
    const compact = compactValidator(source);
    const calls = compact.match(/checker\w+\(/g) ?? [];
    expect(calls).toEqual(['checkerErrorAt(', 'checkerErrorAt(', 'checkerError(', 'checkerError(', 'checkerConcat(', 'checkerKeywordErrors(', 'checkerTruncate(', 'checkerTruncate(']);
    expect(compact).toContain('checkerErrorAt(vErrors,instancePath+"/name","#/definitions/Name/anyOf/0/type",schema1,2,{type: "string"},data1);');
    expect(compact).toContain('checkerErrorAt(vErrors,instancePath,"#/properties/a~1b/minLength",schema0,0,{limit: 1},data,1);');
    expect(compact).toContain(unit('err4', 'instancePath,keyword:"type"'));
    expect(compact.length).toBeLessThan(source.length);
    const expected = run(source) as { before: Array<Record<string, unknown>> };
    const actual = run(compact) as { before: Array<Record<string, unknown>> };
    expect(actual).toEqual(expected);
    expect(actual.before.map((e) => Object.keys(e))).toEqual(expected.before.map((e) => Object.keys(e)));
    // The same schema objects, not copies.
    expect(actual.before[0]?.parentSchema).toBe(schema.definitions.Name.anyOf[0]);
    expect(actual.before[1]?.parentSchema).toBe(schema.properties['a/b']);
  });
});
