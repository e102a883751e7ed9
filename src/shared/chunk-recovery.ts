/**
 * Session-storage slot of the app's one full load after a chunk or page-data failure
 * (src/app/sw/recovery.ts). The offline page (src/build/outputs/offline-page.ts) empties it: a
 * recovery that ended there cannot loop, and the reader's next move to that page may load it in
 * full again. A module of its own: service-worker.ts, imported from the main bundle, brought the
 * worker's message names along (240 B gzip of first-load JS).
 */
export const CHUNK_RECOVERY_SLOT = 'webpack-docs:chunk-recovery';
