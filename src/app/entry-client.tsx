/**
 * Browser entry. The boot script adds it after the first contentful paint
 * (src/shared/boot-script.ts); it evaluates the app in three tasks, so that none blocks input
 * for long on a slow phone (issue #22): React DOM's module (about 200 KB, most of the bundle),
 * then the app's modules, then hydration, which React itself works on in slices (a transition).
 * The imports are `eager`: the modules are in this file already, only their evaluation waits.
 */
import './styles/global.css';

/** Resolves in a later task, letting the browser handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ './react-dom.ts');
  await nextTask();
  const { boot } = await import(/* webpackMode: "eager" */ './hydrate.tsx');
  await nextTask();
  await boot();
}

void start();
