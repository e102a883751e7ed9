/** The API reference's model: what the extractor reads from webpack's `types.d.ts` (JSON, cached by version). */

/** A member kind, in the order a reference entry lists them. */
export type MemberKind = 'constructor' | 'hook' | 'property' | 'accessor' | 'method' | 'value' | 'function' | 'type';

/** One member of a class, interface or namespace; overloads share one member. */
export interface ApiMember {
  /** Name as declared; a hook is `hooks.<name>`. */
  name: string;
  /** What it is. */
  kind: MemberKind;
  /** Declared `static`. */
  static: boolean;
  /** One signature per declaration (overloads, a getter and its setter), whitespace collapsed. */
  signatures: string[];
  /** The JSDoc text (tags removed). */
  doc: string;
  /** The `@deprecated` text ('' when it gives none); absent when not deprecated. */
  deprecated?: string;
  /** 1-based line of the first declaration in `types.d.ts`. */
  line: number;
}

/** One named declaration: a class, an interface, a type alias or an exported namespace. */
export interface ApiEntry {
  /** Declared name (`Compilation`); a namespace is its export path (`webpack.sources`). */
  name: string;
  /** Its element id, unique across the reference (ids.ts). */
  id: string;
  /** What it is. */
  kind: 'class' | 'interface' | 'type' | 'namespace';
  /** The declaration's head (`declare class NormalModule extends Module`) or, for a type alias, the whole alias. */
  signature: string;
  /** Base classes or interfaces by name (generic arguments removed). */
  bases: string[];
  /** JSDoc text. */
  doc: string;
  /** `@deprecated` text, absent when not deprecated. */
  deprecated?: string;
  /** 1-based line in `types.d.ts`. */
  line: number;
  /** Own members. */
  members: ApiMember[];
  /** How it is reached from `require('webpack')` (`webpack.sources.RawSource`), absent for types reached through members only. */
  exportPath?: string;
}

/** The extracted reference. */
export interface ApiModel {
  /** The webpack version it was read from. */
  version: string;
  /** Public entries, sorted by name. */
  entries: ApiEntry[];
}
