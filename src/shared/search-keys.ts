/**
 * The search shortcut before the app is there, and the keys typed before the search input has
 * focus. The header's search box hydrates once the browser is idle after the load event, and its
 * dialog is a chunk of its own: `/` pressed before that opened nothing (4x CPU throttling, 300 ms
 * after load), and the letters typed between `/` and the input's focus went to the page ("hmr not
 * working" became "mr not working"). This listener, part of the boot script (boot-script.ts),
 * runs from the parsing of the head on: on `/`, Ctrl+K or Cmd+K outside text fields (the rule of
 * src/app/Search/shortcut.ts) it notes that search is asked for and keeps every character,
 * Backspace and Enter typed until the dialog takes them (`takeSearchKeys`), then puts focus in
 * its input and lets the keys go there. Escape before that gives up. A string, so the build can
 * hash it for the Content-Security-Policy; it never throws.
 */

/** The property of `window` the listener keeps its state in. */
export const SEARCH_KEYS_GLOBAL = '__searchKeys';

/** The event the listener dispatches on `document` when search is asked for, or given up with Escape. */
export const SEARCH_KEYS_EVENT = 'search-keys';

/** What the listener keeps. */
export interface SearchKeys {
  /** Search was asked for and its input does not have the keys yet. */
  open: boolean;
  /** What was typed since. */
  text: string;
  /** Enter was pressed after the text: open the first result once it is there. */
  enter: boolean;
}

export const SEARCH_KEYS_SCRIPT = `(function(){var w=window,d=document,b=w.${SEARCH_KEYS_GLOBAL}={open:false,text:"",enter:false},N=/^(button|checkbox|radio|submit|reset|range|color|file|image)$/i;function takes(t){if(!t||typeof t.getAttribute!=="function"||typeof t.tagName!=="string")return false;var c=t.getAttribute("contenteditable");if(c!==null&&c.toLowerCase()!=="false")return true;var n=t.tagName.toLowerCase();return n==="textarea"||n==="select"||(n==="input"&&!N.test(t.getAttribute("type")||"text"))}function editable(e){var p=e.composedPath?e.composedPath():[],i;if(p.length){for(i=0;i<p.length;i++)if(takes(p[i]))return true;return false}for(var t=e.target;t;t=t.parentElement)if(takes(t))return true;return false}function tell(){try{d.dispatchEvent(new Event("${SEARCH_KEYS_EVENT}"))}catch(x){}}d.addEventListener("keydown",function(e){var k=e.key;if(typeof k!=="string"||e.defaultPrevented||e.isComposing||e.altKey||editable(e))return;if(b.open){if(e.ctrlKey||e.metaKey)return;if(k==="Escape"){b.open=false;b.text="";b.enter=false;e.preventDefault();tell();return}if(k==="Enter")b.enter=true;else if(k==="Backspace"){b.text=b.text.slice(0,-1);b.enter=false}else if(k.length===1){b.text+=k;b.enter=false}else return;e.preventDefault();return}if((k==="/"&&!e.ctrlKey&&!e.metaKey)||(k.toLowerCase()==="k"&&(e.ctrlKey||e.metaKey))){e.preventDefault();b.open=true;b.text="";b.enter=false;tell()}},true)})()`;
