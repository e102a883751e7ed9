/**
 * The generated validator (validator-source.ts) on disk: written once per installed webpack and
 * schema-utils into `.cache/tools/`, since generating it takes ajv several seconds of CPU.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { webpackOptionsValidatorModules, type ValidatorModules } from './validator-source.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');

/** The path of the validator module for the installed packages, generated if missing. */
export function validatorModuleFile(): string {
  const versions = ['webpack/package.json', 'schema-utils/package.json'].map((p) => (require(p) as { version: string }).version);
  const generator = ['validator-source.ts', 'validator-compact.ts', 'mode-defaults.ts', '../machine-paths.ts'].map((f) => readFileSync(path.join(import.meta.dirname, f), 'utf8')).join('\n');
  const key = createHash('sha256')
    .update(`${versions.join(' ')}\n${generator}`)
    .digest('hex')
    .slice(0, 12);
  const file = path.join(root, '.cache/tools', `webpack-options-validator.${key}.cjs`);
  writeValidatorFiles(file, webpackOptionsValidatorModules);
  return file;
}

/**
 * Writes the validator's two files at `file` (the module) and beside it (ajv's part) with
 * `make`, unless both are there: a folder left with only one of them (a copy, an interrupted
 * clean) gets both again, where checking the module alone left the bundle without ajv's part.
 */
export function writeValidatorFiles(file: string, make: () => ValidatorModules): void {
  const ajvFile = validatorAjvFile(file);
  if (existsSync(file) && existsSync(ajvFile)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const modules = make();
  // ajv's part first: the module requiring it is there only once both are.
  for (const [target, source] of [
    [ajvFile, modules.ajv],
    [file, modules.main(`require(${JSON.stringify(`./${path.basename(ajvFile)}`)})`)],
  ] as const) {
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, source);
    renameSync(temporary, target);
  }
}

/** Either of the validator's two files (the module and its ajv part). */
export const VALIDATOR_FILES = /[\\/]webpack-options-validator\.[0-9a-f]+(?:\.ajv)?\.cjs$/;

/** The validator's ajv part (`ValidatorModules.ajv`), which requires nothing: webpack leaves it unparsed. */
export const VALIDATOR_AJV_FILE = /[\\/]webpack-options-validator\.[0-9a-f]+\.ajv\.cjs$/;

/** The file of the ajv part beside the validator module `file` (`validatorModuleFile`). */
export function validatorAjvFile(file: string): string {
  return file.replace(/\.cjs$/, '.ajv.cjs');
}
