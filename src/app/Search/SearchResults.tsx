/**
 * The listbox of results, grouped by page. Focus stays in the combobox input; the active option
 * is announced through `aria-activedescendant`. Each option IS a link (`<a role="option">`, out of
 * the tab order), so a click, a middle-click or 'open in new tab' behave like any link on the site.
 */
import type { MouseEvent, ReactNode } from 'react';
import { placeLabel } from '../../shared/search/places.ts';
import { Highlight } from './Highlight.tsx';
import type { DisplayGroup, DisplayItem } from './results.ts';
import styles from './SearchDialog.module.css';

/** Id of the option at a position. */
export const optionId = (base: string, index: number): string => `${base}-option-${index}`;

/** Props of the listbox. */
export interface SearchResultsProps {
  /** Id of the listbox element (the combobox controls it). */
  id: string;
  /** Groups to show. */
  groups: readonly DisplayGroup[];
  /** Position of the active option among all items. */
  active: number;
  /** Called when the pointer moves over an option. */
  onHover: (index: number) => void;
  /** Called when an option's link is clicked without modifier keys (the link itself navigates). */
  onPick: (item: DisplayItem) => void;
}

const plainClick = (e: MouseEvent): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The results. */
export function SearchResults({ id, groups, active, onHover, onPick }: SearchResultsProps): ReactNode {
  let position = -1;
  return (
    <div role="listbox" id={id} aria-label="Search results" className={styles['results']}>
      {groups.map((group, g) => (
        <div role="group" key={group.url} aria-labelledby={`${id}-group-${g}`} className={styles['group']}>
          <div role="presentation" id={`${id}-group-${g}`} className={styles['groupTitle']}>
            {placeLabel(group.section, group.title, group.url)}
          </div>
          {group.items.map((item) => {
            position += 1;
            const index = position;
            return (
              <a
                key={item.url}
                role="option"
                id={optionId(id, index)}
                aria-selected={index === active}
                href={item.url}
                tabIndex={-1}
                className={styles['option']}
                onMouseMove={() => onHover(index)}
                onClick={(e) => plainClick(e) && onPick(item)}
              >
                <span className={styles['title']}>
                  {item.parent === '' ? null : <span className={styles['parent']}>{item.parent} › </span>}
                  <Highlight segments={item.title} />
                </span>
                {item.snippet.length === 0 ? null : (
                  <span className={styles['snippet']}>
                    <Highlight segments={item.snippet} />
                  </span>
                )}
                {item.mentions.length === 0 ? null : (
                  <span className={styles['mentions']}>
                    Mentions <Highlight segments={item.mentions.flatMap((word, i) => [...(i === 0 ? [] : [{ text: ', ', mark: false }]), { text: word, mark: true }])} />
                  </span>
                )}
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
