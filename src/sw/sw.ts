/**
 * Entry of `/sw.js`. The build replaces `self.__WB_MANIFEST` with the precache list once every
 * file is written (src/build/outputs/precache.ts); `__SW_KILL_SWITCH__` is set by webpack.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { installKillSwitch } from './kill-switch.ts';
import { installWorker } from './worker.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** True when the build was asked for the kill switch instead of the worker. */
declare const __SW_KILL_SWITCH__: boolean;

if (__SW_KILL_SWITCH__) installKillSwitch(self);
else installWorker(self, self.__WB_MANIFEST);
