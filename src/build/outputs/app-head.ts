/** Where the installable app's files live, and the head tags every page carries for them. */
import { markSvg } from '../../shared/brand.ts';
import { TILE_COLOR, type ICON_SIZES } from '../../shared/constants.ts';

/** The icon sizes the spec lists. */
export type IconSize = (typeof ICON_SIZES)[number];

/** Site path of the icon of one size. */
export function iconUrl(size: IconSize): string {
  return `/icons/icon-${size}.png`;
}

/** The 180 px icon is the apple-touch icon; the 150 px one is the Windows tile image. */
export const APPLE_TOUCH_ICON_SIZE = 180 satisfies IconSize;
export const TILE_ICON_SIZE = 150 satisfies IconSize;

/**
 * Head tags for every page (the `theme-color` meta is written by the document itself). The
 * manifest link is added by the app after load (`src/app/sw/manifest-link.ts`).
 */
export function appHeadTags(): string[] {
  return [
    `<link rel="apple-touch-icon" sizes="180x180" href="${iconUrl(APPLE_TOUCH_ICON_SIZE)}">`,
    `<meta name="msapplication-TileColor" content="${TILE_COLOR}">`,
    `<meta name="msapplication-TileImage" content="${iconUrl(TILE_ICON_SIZE)}">`,
  ];
}

/**
 * The mark as the pages' icon, a `data:` URL (escaped for a URL and an attribute): a linked icon
 * is one more request on a first visit's way to its largest paint (issue #22). The gates let this
 * exact URL through on the template's `<link rel="icon">`, and no other `data:` link.
 */
export const FAVICON_DATA_URL = `data:image/svg+xml,${markSvg().replace(/[%#<>"]/g, (c) => encodeURIComponent(c))}`;
