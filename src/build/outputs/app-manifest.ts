/**
 * The installable app: `/manifest.json`, the icons (rendered at build time from the site's own
 * SVG mark with resvg). The head tags that point at them are in app-head.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { markSvg } from '../../shared/brand.ts';
import { DEFAULT_DESCRIPTION, ICON_SIZES, SITE_NAME, THEME_COLOR } from '../../shared/constants.ts';
import { MANIFEST_URL } from '../../shared/service-worker.ts';
import { TILE_ICON_SIZE, iconUrl, type IconSize } from './app-head.ts';

/** One icon entry of the manifest. */
export interface ManifestIcon {
  /** Site path of the PNG. */
  src: string;
  /** `WxH`. */
  sizes: string;
  /** MIME type. */
  type: 'image/png';
  /** 'any' or 'maskable'. */
  purpose: 'any' | 'maskable';
}

/** The fields of `manifest.json` the site sets. */
export interface WebAppManifest {
  /** Stable identity of the app. */
  id: string;
  /** Full name. */
  name: string;
  /** Name under the icon. */
  short_name: string;
  /** What the app is. */
  description: string;
  /** Where the installed app opens. */
  start_url: string;
  /** URLs that belong to the app. */
  scope: string;
  /** Display mode. */
  display: 'standalone';
  /** Colour of the browser chrome. */
  theme_color: string;
  /** Colour of the splash screen. */
  background_color: string;
  /** Language. */
  lang: string;
  /** Icons, every spec size; the largest again as maskable (its mark sits inside the safe zone). */
  icons: ManifestIcon[];
}

/** The manifest. */
export function webAppManifest(): WebAppManifest {
  const icons: ManifestIcon[] = ICON_SIZES.map((size) => ({ src: iconUrl(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' }));
  icons.push({ src: iconUrl(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  return {
    id: '/',
    name: `${SITE_NAME} documentation`,
    short_name: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    lang: 'en',
    icons,
  };
}

/**
 * One icon as PNG. The tile image is the bare mark (Windows paints the tile colour behind it);
 * every other icon has an opaque square in the theme colour, as home screens expect.
 */
export function renderIcon(size: IconSize): Buffer {
  const svg = markSvg(size === TILE_ICON_SIZE ? undefined : THEME_COLOR);
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** Writes the manifest and the icons; returns the site paths written. */
export async function writeAppManifest(outDir: string): Promise<string[]> {
  await mkdir(path.join(outDir, 'icons'), { recursive: true });
  await writeFile(path.join(outDir, MANIFEST_URL), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  await Promise.all(ICON_SIZES.map((size) => writeFile(path.join(outDir, iconUrl(size)), renderIcon(size))));
  return [MANIFEST_URL, ...ICON_SIZES.map(iconUrl)];
}
