/** The web app manifest, its head tags and the rendered icons. */
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, THEME_COLOR, TILE_COLOR } from '../../shared/constants.ts';
import { appHeadTags, iconUrl } from './app-head.ts';
import { renderIcon, webAppManifest } from './app-manifest.ts';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('web app manifest', () => {
  const manifest = webAppManifest();

  it('has the spec colours, names, display mode and every icon size', () => {
    expect(manifest.theme_color).toBe(THEME_COLOR);
    expect(manifest.name).toMatch(/webpack/);
    expect(manifest.short_name).toBe('webpack');
    expect(manifest.display).toBe('standalone');
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ICON_SIZES) expect(manifest.icons).toContainEqual({ src: iconUrl(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
    expect(manifest.icons.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  });

  it('is linked by the app after load, not by the HTML, which carries the apple-touch icon and the tile colour', () => {
    const head = appHeadTags().join('\n');
    expect(head).not.toContain('manifest');
    expect(head).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${iconUrl(180)}">`);
    expect(head).toContain(`<meta name="msapplication-TileColor" content="${TILE_COLOR}">`);
  });
});

describe('icons', () => {
  it('renders each size from the SVG mark as a PNG of that size', () => {
    for (const size of ICON_SIZES) expect(pngSize(renderIcon(size))).toEqual({ width: size, height: size });
  });
});
