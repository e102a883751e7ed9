import { lazy, Suspense, useState } from 'react';
import Counter from './Counter';

// #region lazy
// Loaded the first time it renders, from a chunk of its own
const Notes = lazy(() =>
  import(
    /* webpackChunkName: "notes" */
    './Notes'
  ),
);
// #endregion

export default function App() {
  const [showNotes, setShowNotes] = useState(false);
  return (
    <main>
      <h1>Reading list</h1>
      <Counter />
      <button type="button" onClick={() => setShowNotes(true)}>
        Show notes
      </button>
      {showNotes && (
        <Suspense fallback={<p>Loading notes…</p>}>
          <Notes />
        </Suspense>
      )}
    </main>
  );
}
