/** A layer's history entry for a component (location.ts `openLayer`): the search dialog's and the phone's drawer's. */
import { useCallback, useEffect, useRef } from 'react';
import { openLayer } from './location.ts';

/**
 * Holds a history entry while `open`, so Back closes the layer: Back calls `onBack` (unless the
 * layer was closed already). Returns what closes it another way: with `followed` false it gives
 * the entry back; true for a link followed from it, whose move takes the entry's place. The entry
 * is let go without a change of history when `open` turns false otherwise (the page changed).
 */
export function useLayerEntry(open: boolean, onBack: () => void): (followed?: boolean) => void {
  const release = useRef<(() => void) | null>(null);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  useEffect(() => {
    if (!open) {
      release.current = null;
      return;
    }
    release.current ??= openLayer(() => {
      if (release.current === null) return;
      release.current = null;
      back.current();
    });
  }, [open]);
  return useCallback((followed?: boolean) => {
    if (followed !== true) release.current?.();
    release.current = null;
  }, []);
}
