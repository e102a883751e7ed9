/** `npm run preview`: serves `dist/` on http://127.0.0.1:4173 (PORT overrides) as production would. */
import path from 'node:path';
import { startStaticServer } from '../server/static-server.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dir = process.argv[2] ?? path.join(root, 'dist');
const { url } = await startStaticServer({ root: dir, port: Number(process.env['PORT'] ?? 4173), host: process.env['HOST'] ?? '127.0.0.1' });
console.log(`Serving ${path.relative(root, dir) || dir} at ${url}/`);
