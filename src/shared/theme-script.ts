/**
 * The first inline script of every page (the other is boot-script.ts): it applies the stored theme and the stored package manager
 * of the install-command tabs before first paint (no flash; their tabs' states once the document is parsed), and marks `<html data-js>` so that
 * controls which need script (search, language, theme, the drawer's button, the tabs' tab list)
 * show only where script runs and their no-script stand-ins only where it does not (global.css:
 * `.js-only`, `.nojs-only`). A string, so the build can hash it for the Content-Security-Policy;
 * it never throws.
 */
import { NOTIFICATION_VERSION, THEME_STORAGE_KEY } from './constants.ts';
import { PACKAGE_MANAGERS, PM_ATTRIBUTE, PM_STORAGE_KEY, PM_TAB_SELECTOR } from './package-managers.ts';
import { NOTIFICATION_ATTRIBUTE, NOTIFICATION_STORAGE_KEY } from './view-constants.ts';

const PM_PATTERN = `/^(${PACKAGE_MANAGERS.join('|')})$/`;


/*
 * The stored choice's panels show from the first paint (CSS keys on the attribute). Its tabs get
 * their selected state and tab stop once the document is parsed: the tabs' own code (pmTabs.ts,
 * in a chunk loaded when the browser is idle) gave them only later, and until then a screen
 * reader heard npm selected while the page showed another manager's command (reader review,
 * session 23). A notification not dismissed yet (the same test as notification.ts's
 * `isDismissed`) marks `<html>` with NOTIFICATION_ATTRIBUTE: the bar comes with a chunk after
 * hydration, and on a short page at desktop widths its arrival moved the footer up by its height.
 */
export const THEME_BOOT_SCRIPT = `(function(){var t,p,n,d=document.documentElement;d.setAttribute("data-js","");try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});p=localStorage.getItem(${JSON.stringify(PM_STORAGE_KEY)});n=localStorage.getItem(${JSON.stringify(NOTIFICATION_STORAGE_KEY)})}catch(e){}if(n!==${JSON.stringify(NOTIFICATION_VERSION)})d.setAttribute(${JSON.stringify(NOTIFICATION_ATTRIBUTE)},"");if(t!=="dark")t="light";d.setAttribute("data-theme",t);d.classList.remove("light","dark");d.classList.add(t);p=${PM_PATTERN}.test(p)?p:${JSON.stringify(PACKAGE_MANAGERS[0])};d.setAttribute(${JSON.stringify(PM_ATTRIBUTE)},p);if(p!==${JSON.stringify(PACKAGE_MANAGERS[0])})document.addEventListener("DOMContentLoaded",function(){var a=document.querySelectorAll(${JSON.stringify(PM_TAB_SELECTOR)}),i,s;for(i=0;i<a.length;i++){s=a[i].getAttribute("data-pm-tab")===p;a[i].setAttribute("aria-selected",String(s));a[i].tabIndex=s?0:-1}})})()`;
