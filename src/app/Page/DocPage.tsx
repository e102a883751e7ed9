/** The documentation page template, in the spec's order. */
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { TEXT } from '../../shared/constants.ts';
import type { PageData } from '../../shared/types.ts';
import { markdownUrl } from '../../shared/markdown-url.ts';
import { packageNotice } from '../../shared/third-party.ts';
import { isOnPrintable, printablePartUrl } from '../../shared/view-urls.ts';
import { Breakable } from '../Layout/Breakable.tsx';
import { Contributors } from '../page-views.ts';
import { usePmTabs } from '../PmTabs/usePmTabs.ts';
import { CopyPage } from './CopyPage.tsx';
import { CodeCopy } from '../Layout/CodeCopy.tsx';
import { useTools } from '../tools/useTools.ts';
import styles from './DocPage.module.css';
import type { PageState } from './usePage.ts';

/**
 * 'Print this page' prints the page the reader is on (the print stylesheet leaves the chrome
 * out). Without JavaScript the link opens this page's part of the section's printable page.
 */
function printThisPage(event: MouseEvent<HTMLAnchorElement>): void {
  if (typeof window.print !== 'function' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  window.print();
}

/** Renders page content or its placeholder or its error. */
export function DocPage({ state, title }: { state: PageState; title: string }): ReactNode {
  if (state.status === 'loading') {
    return (
      <article className={styles['page']} aria-busy="true">
        <h1 className={styles['title']} tabIndex={-1}>
          <Breakable text={title} />
        </h1>
        <div className={styles['placeholder']} data-testid="page-placeholder" aria-label="Loading content">
          <span />
          <span />
          <span />
        </div>
      </article>
    );
  }
  if (state.status === 'error') {
    return (
      <article className={styles['page']}>
        <h1 className={styles['title']} tabIndex={-1}>
          <Breakable text={title} />
        </h1>
        <p className={styles['error']} role="alert">{TEXT.errorLoading}</p>
      </article>
    );
  }
  return <DocContent page={state.page} />;
}

function DocContent({ page }: { page: PageData }): ReactNode {
  usePmTabs(page.url);
  const thirdParty = page.thirdParty;
  const notice = thirdParty === undefined ? undefined : packageNotice(thirdParty);
  const body = useRef<HTMLDivElement>(null);
  useTools(body, page.html);
  return (
    <article className={styles['page']}>
      <h1 className={styles['title']} tabIndex={-1}>
        <Breakable text={page.title} />
      </h1>
      {thirdParty !== undefined && notice !== undefined && (
        <aside className={styles['disclaimer']} aria-label={notice.label} data-package-notice="">
          <p>
            <strong>Disclaimer:</strong> {notice.text}{' '}
            <a href={thirdParty.source} rel="noopener noreferrer">
              Source README
            </a>
          </p>
        </aside>
      )}
      <div ref={body} className="content" data-page-body="" dangerouslySetInnerHTML={{ __html: page.html }} />
      {page.related.length > 0 && (
        <section className={styles['related']} aria-labelledby="further-reading">
          <h2 id="further-reading">Further Reading</h2>
          <ul>
            {page.related.map((link) => (
              <li key={link.url}>
                <a href={link.url} {...(link.url.startsWith('http') ? { rel: 'noopener noreferrer' } : {})}>
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles['actions']}>
        <a href={page.editUrl} rel="noopener noreferrer">
          Edit this page
          {page.generatedFrom !== undefined && <span className={styles['muted']}> (its generator)</span>}
        </a>
        {!page.printable && isOnPrintable(page.url) && (
          <a href={printablePartUrl(page.url)} data-reload="" onClick={printThisPage}>
            Print this page
          </a>
        )}
        {!page.printable && <a href={markdownUrl(page.url)}>View as Markdown</a>}
        {!page.printable && <CopyPage url={page.url} />}
        {thirdParty !== undefined && (
          <a href={thirdParty.repo} rel="noopener noreferrer">
            Jump to repository
          </a>
        )}
        {page.generatedFrom !== undefined && (
          <span className={styles['muted']}>
            Generated from{' '}
            <a href={page.generatedFrom.url} rel="noopener noreferrer">
              {page.generatedFrom.label}
            </a>
          </span>
        )}
        {page.lastUpdated !== undefined && (
          <span className={styles['muted']}>
            Last updated <time dateTime={page.lastUpdated}>{page.lastUpdated.slice(0, 10)}</time>
          </span>
        )}
      </div>
      {(page.prev !== undefined || page.next !== undefined) && (
        <nav className={styles['pager']} aria-label="Previous and next pages">
          {page.prev !== undefined && (
            <a href={page.prev.url} rel="prev">
              <span>Previous</span> <Breakable text={page.prev.title} />
            </a>
          )}
          {page.next !== undefined && (
            <a href={page.next.url} rel="next">
              <span>Next</span> <Breakable text={page.next.title} />
            </a>
          )}
        </nav>
      )}
      {!page.printable && <Contributors contributors={page.contributors} />}
      {/* The code blocks' copy buttons and their confirmations: in the page body's chunk, not the first-load bundle. */}
      <CodeCopy pageKey={page.url} />
    </article>
  );
}
