/** The validator's two files on disk: the part webpack leaves unparsed loads nothing, and the checker's module requires it. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATOR_AJV_FILE, validatorAjvFile, validatorModuleFile, writeValidatorFiles } from './validator-cache.ts';

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

describe('writeValidatorFiles', () => {
  const fake = (tag: string) => () => ({ ajv: `module.exports = ${JSON.stringify(tag)};\n`, main: (ajvExports: string) => `module.exports = [${JSON.stringify(tag)}, ${ajvExports}];\n` });

  it('writes both files when either is missing, and leaves them alone when both are there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'validator-cache-'));
    try {
      const main = path.join(dir, 'webpack-options-validator.0123456789ab.cjs');
      const ajv = validatorAjvFile(main);
      writeValidatorFiles(main, fake('first'));
      expect(readFileSync(ajv, 'utf8')).toBe('module.exports = "first";\n');
      expect(readFileSync(main, 'utf8')).toBe(`module.exports = ["first", require("./${path.basename(ajv)}")];\n`);
      // Both there: nothing is made again.
      writeValidatorFiles(main, () => {
        throw new Error('made again');
      });
      // Only the module left (ajv's part deleted): both are written again.
      rmSync(ajv);
      writeValidatorFiles(main, fake('second'));
      expect(readFileSync(ajv, 'utf8')).toBe('module.exports = "second";\n');
      expect(readFileSync(main, 'utf8')).toContain('"second"');
      // Only ajv's part left.
      rmSync(main);
      writeFileSync(ajv, 'stale');
      writeValidatorFiles(main, fake('third'));
      expect(readFileSync(ajv, 'utf8')).toBe('module.exports = "third";\n');
      expect(existsSync(main)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
