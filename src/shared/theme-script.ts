/**
 * The one inline script of every page: it applies the stored theme before first paint (no
 * flash). A string, so the build can hash it for the Content-Security-Policy; it never throws.
 */
import { THEME_STORAGE_KEY } from './constants.ts';

export const THEME_BOOT_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch(e){}if(t!=="dark")t="light";var d=document.documentElement;d.setAttribute("data-theme",t);d.classList.remove("light","dark");d.classList.add(t)})()`;
