/**
 * Gate: no path of the build machine in any built file (the checkout's folder, a user's home):
 * a default webpack resolves from the working directory, printed on a page, in a script or in
 * the search snippets, shows every reader where the site was built and differs from build to build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { machinePathMarks } from '../machine-paths.ts';
import { listSiteFiles } from '../outputs/site-tree.ts';
import type { Finding } from './finding.ts';

/** Text files of the site (precompressed copies hold the same bytes). */
const TEXT = /\.(?:html|js|mjs|css|json|md|txt|xml|svg|webmanifest)$|\/_headers$|\/_redirects$/;

/** Every text file of `dir` that holds one of `marks`, with the text around its first hit. */
export async function checkNoMachinePaths(dir: string, marks: readonly string[] = machinePathMarks()): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const file of (await listSiteFiles(dir)).filter((f) => TEXT.test(f))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const mark of marks) {
      const at = text.indexOf(mark);
      if (at === -1) continue;
      const around = text.slice(Math.max(0, at - 60), at + mark.length + 40).replace(/\s+/g, ' ');
      findings.push({ rule: 'machine-path', page: file, message: `holds ${mark}, a path of the machine that built it: …${around}…` });
    }
  }
  return findings;
}
