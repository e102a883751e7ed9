/** The validator's two files on disk: the part webpack leaves unparsed loads nothing, and the checker's module requires it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATOR_AJV_FILE, validatorAjvFile, validatorModuleFile } from './validator-cache.ts';

describe('validatorModuleFile', () => {
  it('writes ajv’s part as a file webpack leaves unparsed, which loads nothing, and the module requires it by name', () => {
    const main = validatorModuleFile();
    const ajv = validatorAjvFile(main);
    expect(VALIDATOR_AJV_FILE.test(ajv)).toBe(true);
    expect(VALIDATOR_AJV_FILE.test(main)).toBe(false);
    const ajvSource = readFileSync(ajv, 'utf8');
    expect(ajvSource).toMatch(/^module\.exports = function \(webpackSchema\)/m);
    expect(ajvSource).not.toMatch(/\b(?:require|import|define)\s*\(/);
    expect(readFileSync(main, 'utf8')).toContain(`require(${JSON.stringify(`./${path.basename(ajv)}`)})(webpackSchema)`);
  }, 120_000);
});
