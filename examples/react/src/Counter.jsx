import { useState } from 'react';

export default function Counter() {
  const [pages, setPages] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setPages(pages + 10)}>
        Read 10 pages
      </button>{' '}
      <output>Pages read: {pages}</output>
    </p>
  );
}
