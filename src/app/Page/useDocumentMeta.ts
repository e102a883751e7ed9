/** Keeps the document's title, description and canonical link in step with client navigation. */
import { useEffect } from 'react';
import { canonicalUrl } from '../../shared/urls.ts';

function setMeta(selector: string, attribute: string, value: string): void {
  const el = document.head.querySelector(selector);
  if (el !== null) el.setAttribute(attribute, value);
}

/** Applies the page's metadata once it is known. */
export function useDocumentMeta(meta: { title: string; description: string; pathname: string } | null): void {
  useEffect(() => {
    if (meta === null) return;
    document.title = meta.title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', meta.title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:url"]', 'content', canonicalUrl(meta.pathname));
    setMeta('link[rel="canonical"]', 'href', canonicalUrl(meta.pathname));
  }, [meta?.title, meta?.description, meta?.pathname, meta]);
}
