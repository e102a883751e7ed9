/** Every plugin class the installed webpack exports, top level and in its namespaces. */
import webpack from 'webpack';

/** Names such as `DefinePlugin` and `optimize.SplitChunksPlugin`, each class once. */
export function listPluginClasses(): string[] {
  const seen = new Map<unknown, string>();
  const walk = (obj: Record<string, unknown>, prefix: string, depth: number): void => {
    for (const key of Object.keys(obj)) {
      let value: unknown;
      try {
        value = obj[key];
      } catch {
        continue;
      }
      if (typeof value === 'function' && /Plugin$/.test(key)) {
        if (!seen.has(value)) seen.set(value, `${prefix}${key}`);
      } else if (value !== null && typeof value === 'object' && depth < 2 && /^[a-z]/.test(key) && !['cli', 'util', 'sources', 'validateSchema'].includes(key)) {
        walk(value as Record<string, unknown>, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  // Reading deprecated aliases would print deprecation warnings; they are the same classes.
  const previous = process.noDeprecation === true;
  process.noDeprecation = true;
  walk(webpack as unknown as Record<string, unknown>, '', 0);
  process.noDeprecation = previous;
  return [...seen.values()].sort();
}
