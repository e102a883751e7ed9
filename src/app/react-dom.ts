/**
 * React DOM's client API, as an ES module: entry-client.tsx evaluates it in a task of its own,
 * and hydrate.tsx takes the API from here. An `import()` of the CommonJS package itself needs
 * webpack's namespace-object helper in the runtime of every page; of this module, it does not.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
