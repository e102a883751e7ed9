/**
 * What a query looks like decides what should win. A NAME (a dotted option path, a camel-cased
 * or snake-cased identifier, a `--flag`, a `[placeholder]`, a hyphenated or scoped package name,
 * a `key: 'value'` pair) is answered by the section that defines it. WORDS ('watch mode', 'load
 * images') are answered by the guide or concept page whose title or summary says them, not by a
 * deep option whose name merely contains one of them. A MESSAGE (an error or warning pasted from
 * a terminal) is answered by the section about that message.
 */
import { stem } from './stem.ts';

/** The kinds of query shape. */
export type QueryShape = 'name' | 'words' | 'message';

/** Files people type by name (`webpack.config.mjs`, `package.json`): words, not option paths. */
const FILE_NAME = /\.(?:[cm]?[jt]sx?|json|html?|css|s[ac]ss|less|md|txt|env|wasm)$/i;

/**
 * Proper names written with an inner capital that are words of prose, not identifiers ('JavaScript
 * heap out of memory' is a message about memory, not a name query).
 */
const PROPER_NAMES: ReadonlySet<string> = new Set(['javascript', 'typescript', 'coffeescript', 'webassembly', 'github', 'gitlab', 'postcss', 'websocket', 'websockets', 'nodejs', 'devtools', 'macos', 'iphone', 'ipad', 'vscode', 'webstorm', 'intellij']);

/** A chunk without the brackets, quotes and punctuation a sentence puts around a word. */
const bareChunk = (chunk: string): string => chunk.replace(/^[('"`]+|[)'"`,;:]+$/g, '');

/** Whether one whitespace-free chunk of a query is a name. */
export function isNameChunk(chunk: string): boolean {
  const bare = bareChunk(chunk);
  if (bare === '' || PROPER_NAMES.has(bare.toLowerCase())) return false;
  // `--entry`, `-p`
  if (/^--?\p{L}/u.test(bare)) return true;
  // `[name]`, `[contenthash:8]`, `[name].[contenthash].js`
  if (/\[[\p{L}-]+(?::\d+)?\]/u.test(bare)) return true;
  // `@babel/core`
  if (/^@[\p{L}\p{N}-]+\/[\p{L}\p{N}.-]+$/u.test(bare)) return true;
  // `output.publicPath`, `module.hot.accept` (a file name is not a path)
  if (/^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+$/u.test(bare)) return !FILE_NAME.test(bare);
  // `afterEmit`, `HtmlWebpackPlugin` (an inner capital), `__webpack_nonce__`, `PROCESS_ASSETS_STAGE_OPTIMIZE`
  if (/^\p{L}+$/u.test(bare) ? /\p{Ll}\p{Lu}/u.test(bare) : /^[\p{L}\p{N}$]*_[\p{L}\p{N}_$]*$/u.test(bare) && /\p{L}/u.test(bare)) return true;
  // `mini-css-extract-plugin`, `eval-cheap-module-source-map` (lower case: 'Built-in' is a word)
  return /^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)+$/u.test(bare);
}

/** Words that mark an error or warning message. */
const MESSAGE_WORDS = /\b(?:error|errors|cannot|can't|failed|unexpected|not defined|not found|is not|exceed|limit reached|deprecated|warning|breaking change)\b/i;

/** The shape of a query. */
export function queryShape(query: string): QueryShape {
  const chunks = query.trim().split(/\s+/).filter((c) => c !== '');
  if (chunks.length === 0) return 'words';
  const names = chunks.filter(isNameChunk);
  // `type: 'filesystem'`, `stats: 'errors-only'`: a configuration line is a name.
  if (/^[\p{L}_$][\p{L}\p{N}_$.]*\s*:\s*['"`]?[\p{L}\p{N}_-]+['"`]?$/u.test(query.trim())) return 'name';
  if (chunks.length >= 3 && (MESSAGE_WORDS.test(query) || /['"`]/.test(query) || /^\p{Lu}\p{L}*:/u.test(query))) return 'message';
  // A name with words beside it ('splitChunks chunks all', 'thisCompilation hook'): still a name.
  // A lower camel-case name with three words or more beside it, stop words and fillers counted
  // ('set publicPath at runtime for remote', 'how to configure devServer') is a task about the
  // name: its words, not the name's headings, say what answers it. A dotted path, a package or a
  // flag stays a name ('configuration.node has an unknown property').
  const task = chunks.length - names.length >= 3 && names.every((c) => /^[a-z]+[A-Z][A-Za-z]*$/.test(bareChunk(c)));
  return names.length > 0 && !task ? 'name' : 'words';
}

/**
 * Words a reader puts around the object of a task ('make the bundle smaller', 'change the output
 * directory', 'write my own plugin'): they say that something is to be done, not what it is
 * about, and an option or hook that happens to be named by one ('make', 'set') answers nothing.
 * The site's own name is one too: every page is about webpack, so 'webpack vs vite' and 'use
 * typescript with webpack' are answered by what else they say. In a words query that says
 * something else too, they count as little as stop words.
 */
const TASK_FILLERS: ReadonlySet<string> = new Set(
  'make makes making change changing set setting add adding get getting create creating enable enabling turn want need fix put let i me my own way possible project webpack'.split(' '),
);

/** The fillers' stems (`stem`): the re-ranking compares stemmed words ('change' → 'chang'). */
const FILLER_STEMS: ReadonlySet<string> = new Set([...TASK_FILLERS].map(stem));

/** The fillers that are verbs of a task ('enable' of 'how to enable HMR'), stemmed as `contentWords` gives them. */
const TASK_VERBS: ReadonlySet<string> = new Set('make change set add get create enable turn fix put'.split(' ').map(stem));

/** Whether a stemmed content word is a task's verb (a filler that says what to do, not 'project' or 'way'). */
export function isTaskVerb(word: string): boolean {
  return TASK_VERBS.has(word);
}

/** Whether a whole, lower-cased word of a words query, or its stem, is a task filler (see `TASK_FILLERS`). */
export function isTaskFiller(word: string): boolean {
  return TASK_FILLERS.has(word) || FILLER_STEMS.has(word);
}

/**
 * The positions of the chunks (given by their whole, lower-cased terms) that are task fillers
 * in a words query: none for a name or a message (whose words are as printed), and none when
 * nothing but fillers and stop words is left ('make', 'set' alone are what the reader wants).
 */
export function taskFillers(words: readonly string[], shape: QueryShape, isStop: (word: string) => boolean): Set<number> {
  if (shape !== 'words') return new Set();
  // 'up' after a filler is part of it: 'set up', 'setting up' ('how to set up autoprefixer').
  const fillers = words.flatMap((w, i) => (isTaskFiller(w) || (w === 'up' && i > 0 && isTaskFiller(words[i - 1] ?? '')) ? [i] : []));
  const rest = words.filter((w, i) => !fillers.includes(i) && !isStop(w));
  return rest.length === 0 ? new Set() : new Set(fillers);
}

/**
 * Words of a reader describing something that goes wrong ('page does not reload', 'styles are
 * not applied', 'build is slow', 'chunks 404'), and those of webpack's own messages that say so
 * ('asset size limit exceeded', 'configuration has an unknown property'): a symptom, answered by
 * the sections written about problems (`isProblemSection`) as much as by the option involved.
 */
const PROBLEM_TERMS = "not|no longer|doesn't|does not|don't|isn't|won't|can't|cannot|fails?|failed|failing|broken|wrong|missing|blank|slow|stuck|404|500|error|errors|warning|warnings|crash(?:es)?|undefined|exceed(?:s|ed)?|invalid|unknown";
const PROBLEM_WORDS = new RegExp(`\\b(?:${PROBLEM_TERMS})\\b`, 'i');

/**
 * Words of a symptom that say something goes wrong, or that every build has, rather than what
 * it goes wrong with: 'exports is not defined' is about `exports`, 'images not showing after
 * build' about images (`symptomSubject`).
 */
const NOT_SUBJECT = new RegExp(`^(?:${PROBLEM_TERMS}|warn|no|longer|does|defined|found|is|are|was|after|when|build|builds|uncaught|referenceerror|typeerror|syntaxerror)$`);

/** The words of a symptom query that say what it is about (see `NOT_SUBJECT`, `isTaskFiller`). */
export function symptomSubject(words: readonly string[]): string[] {
  return words.filter((w) => !NOT_SUBJECT.test(w) && !isTaskFiller(w));
}

/** Whether a query describes a problem: a pasted message, or words that say something goes wrong. */
export function isSymptom(query: string, shape: QueryShape): boolean {
  return shape === 'message' || (shape === 'words' && PROBLEM_WORDS.test(query));
}

/** 'what is a chunk', "what's a loader", 'what are externals', 'how plugins work', 'how does tree shaking work' (not 'how do I make X work', a task): a question an explanation answers. */
const DEFINITION_QUESTION = /^\s*(?:what(?:'s|s| is| are)\s+\S|how (?!(?:to|i|we|you|can|could|should|would|make|get|fix|(?:do|does) (?:i|we|you|it))\b)(?:(?:does|do) )?\S.*(?<!\bto )\bworks?\s*\??\s*$)/i;

/**
 * Whether the query asks what something is: answered by the glossary and the concept and guide
 * pages that explain it, rather than by an option or class that bears the name.
 */
export function isDefinitionQuestion(query: string, shape: QueryShape): boolean {
  return shape === 'words' && DEFINITION_QUESTION.test(query);
}

/** 'compiler vs compilation', 'difference between a loader and a plugin': two things set side by side. */
const COMPARISONS: readonly RegExp[] = [/^\s*(?:what(?:'s| is) the )?differences? between (.+?) and (.+?)\s*\??\s*$/i, /^\s*(.+?)\s+(?:vs\.?|versus)\s+(.+?)\s*\??\s*$/i];

/**
 * The two things a query compares, as typed, or null when it compares nothing: a page that
 * explains each in a section of its own answers it (a page about both, or the glossary's two
 * entries), not the pages that name both in passing.
 */
export function comparedSides(query: string, shape: QueryShape): [string, string] | null {
  if (shape === 'message') return null;
  for (const pattern of COMPARISONS) {
    const m = pattern.exec(query);
    if (m?.[1] !== undefined && m[2] !== undefined) return [m[1], m[2]];
  }
  return null;
}

/** 'in a plugin', 'from my loader', 'in loaders', 'inside a custom plugin': the reader is writing one ('in plugins', the configuration's array, is not). */
const AUTHORING = /\b(?:in|from|inside|within)\s+(?:(?:a|an|my|the|our|your|custom|own)\s+)*(plugin|loader)(?:s(?<=loaders))?\b/i;

/**
 * What the reader is writing when the query says so ('add a file to the output in a plugin',
 * 'log messages from a loader'), else undefined: the plugin and loader APIs answer it, not the
 * configuration option named by the same words.
 */
export function authoringContext(query: string): 'plugin' | 'loader' | undefined {
  const m = AUTHORING.exec(query);
  return m?.[1] === undefined ? undefined : (m[1].toLowerCase() as 'plugin' | 'loader');
}

/** The one kind of extension a query's words name ('validate plugin options'), when they name one and not the other. */
export function kindNamed(words: readonly string[]): 'plugin' | 'loader' | undefined {
  const roots = words.map(stem);
  const plugin = roots.includes('plugin');
  const loader = roots.includes('loader');
  return plugin === loader ? undefined : plugin ? 'plugin' : 'loader';
}

/** 'node polyfills removed', 'no longer supported': what changed between versions, which the migration guides tell. */
const REMOVAL = /\b(?:removed|no longer|dropped)\b/i;

/** Whether a words query says that something was removed (`QueryPlan.legacy`, as a removed name does). */
export function saysRemoved(query: string, shape: QueryShape): boolean {
  return shape === 'words' && REMOVAL.test(query);
}

/** Headings of the sections written about problems: every page's 'Pitfalls', 'Troubleshooting', the debugging guide's messages. */
const PROBLEM_HEADINGS: ReadonlySet<string> = new Set(['pitfalls', 'troubleshooting', 'common failure messages']);

/** Whether a section (its heading and its parent's) is about problems. */
export function isProblemSection(heading: string, parent: string): boolean {
  return PROBLEM_HEADINGS.has(heading.trim().toLowerCase()) || PROBLEM_HEADINGS.has(parent.trim().toLowerCase());
}
