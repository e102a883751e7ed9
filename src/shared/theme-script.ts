/**
 * The first inline script of every page (the other is boot-script.ts): it applies the stored theme and the stored package manager
 * of the install-command tabs before first paint (no flash), and marks `<html data-js>` so that
 * controls which need script (search, language, theme, the drawer's button, the tabs' tab list)
 * show only where script runs and their no-script stand-ins only where it does not (global.css:
 * `.js-only`, `.nojs-only`). A string, so the build can hash it for the Content-Security-Policy;
 * it never throws.
 */
import { THEME_STORAGE_KEY } from './constants.ts';
import { PACKAGE_MANAGERS, PM_ATTRIBUTE, PM_STORAGE_KEY } from './package-managers.ts';

const PM_PATTERN = `/^(${PACKAGE_MANAGERS.join('|')})$/`;

export const THEME_BOOT_SCRIPT = `(function(){var t,p,d=document.documentElement;d.setAttribute("data-js","");try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});p=localStorage.getItem(${JSON.stringify(PM_STORAGE_KEY)})}catch(e){}if(t!=="dark")t="light";d.setAttribute("data-theme",t);d.classList.remove("light","dark");d.classList.add(t);d.setAttribute(${JSON.stringify(PM_ATTRIBUTE)},${PM_PATTERN}.test(p)?p:${JSON.stringify(PACKAGE_MANAGERS[0])})})()`;
