/** The shape of `bench/results.json`: every figure `npm run bench` measured. */
import type { CheckerFigures } from './checker.ts';
import type { DefaultsFigures } from './defaults.ts';
import type { ReferenceFigures } from './reference.ts';

/** One timed build. */
export interface BuildRun {
  /** Wall time of the whole command in milliseconds. */
  totalMs: number;
  /** Each step the build printed, in order, with its milliseconds. */
  steps: Array<{ name: string; ms: number }>;
  /** CPU seconds of the build process (its last line), which a busy machine does not inflate. */
  cpuS?: number;
}

/** Dev server figures. */
export interface DevFigures {
  /** From spawning `npm start`'s program with an empty webpack cache to a page answering 200. */
  coldStartMs: number;
  /** The same with the cache the first start left. */
  warmStartMs: number;
  /** Saving a markdown file to its new text showing in the open page: each try, then the median. */
  editToPageMs: number[];
  /** Median of `editToPageMs`. */
  editToPageMedianMs: number;
}

/** Raw and gzip bytes. */
export interface Bytes {
  /** Bytes on disk. */
  raw: number;
  /** Bytes after gzip level 9. */
  gzip: number;
}

/** What one template's page weighs. */
export interface TemplateBytes {
  /** Template name. */
  template: string;
  /** The page measured. */
  url: string;
  /** Its HTML. */
  html: Bytes;
  /** The scripts its HTML loads. */
  js: Bytes;
  /** The stylesheets its HTML loads. */
  css: Bytes;
}

/** Lighthouse medians for one page (mobile defaults, simulated throttling), with the baseline build's when measured. */
export interface LighthouseFigures extends LighthouseMedians {
  /** The largest page by HTML size (looser targets). */
  largest?: boolean;
  /** The same page of the baseline build (`--baseline DIR`), measured in the same run. */
  baseline?: LighthouseMedians;
}

/** Lighthouse medians for one page of one build. */
export interface LighthouseMedians {
  /** The page. */
  url: string;
  /** Why this page: home, a documentation page, the longest page. */
  label: string;
  /** Runs taken (the figures are per-metric medians). */
  runs: number;
  /** Category scores 0-100. */
  performance: number;
  /** Accessibility score. */
  accessibility: number;
  /** Best-practices score. */
  bestPractices: number;
  /** SEO score. */
  seo: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Scored audits of the four categories that fell short in any run (`id (score)`). */
  failing: string[];
  /** Those of them in the SEO category (the not-found page's target reads them). */
  seoFailing?: string[];
}

/** Everything, as written to bench/results.json. */
export interface BenchResults {
  /** When the run finished (ISO 8601). */
  finishedAt: string;
  /** Machine: Node version, CPU count and model. */
  machine: { node: string; cpus: number; model: string };
  /** Pages in the build. */
  pages: number;
  /** Cold build (no webpack cache, no generated data) and warm build; null with `--skip-build`. */
  build: { cold: BuildRun; warm: BuildRun } | null;
  /** Dev server, or null when it could not be measured (the error is in `errors`). */
  dev: DevFigures | null;
  /** Bytes per template. */
  bytes: TemplateBytes[];
  /** Lighthouse per measured page. */
  lighthouse: LighthouseFigures[];
  /** Search figures from src/build/search, when that module is present. */
  search: unknown;
  /** Bytes of `/llms.txt` and `/llms-full.txt` (absent in results written before they existed). */
  llms?: Array<{ file: string; bytes: number; gzip: number; tokens: number }>;
  /** The configuration checker: its own JavaScript and paste-to-errors time (src/build/bench/checker.ts). */
  checker?: CheckerFigures | null;
  /** The defaults explorer: its own JavaScript and a further combination's data (src/build/bench/defaults.ts). */
  defaults?: DefaultsFigures | null;
  /** The API reference's build cost: its steps, its pages, the builds without it (src/build/bench/reference.ts). */
  reference?: ReferenceFigures | null;
  /** Link gate over the built site: wall time and findings. */
  linkCheck: { ms: number; pages: number; findings: number } | null;
  /** What could not be measured and why. */
  errors: string[];
}
