/**
 * A webpack plugin that holds the resolution of the requests `test` matches until `ready`
 * settles, while the rest of the compilation goes on: for generated files another part of the
 * build is still writing (the content pipeline's code colours and option anchors, which the
 * client bundle starts without: build-site.ts). It waits in the resolver, not in the module
 * factory, so a loader's own resolution waits too: css-loader resolves an `@import` itself
 * before it asks for the module. A rejected `ready` fails that resolution, and so the
 * compilation. Once `ready` settles, what the compiler's file system cache holds under `dir` is
 * dropped, so nothing read there before the files were final is used.
 */
import type webpack from 'webpack';

export class AwaitModule {
  constructor(
    private readonly test: RegExp,
    private readonly ready: Promise<unknown>,
    private readonly dir?: string,
  ) {}

  apply(compiler: webpack.Compiler): void {
    let purged = false;
    const settled = this.ready.finally(() => {
      if (purged || this.dir === undefined) return;
      purged = true;
      (compiler.inputFileSystem as { purge?: (what: string) => void } | null)?.purge?.(this.dir);
    });
    // Handled where a resolution awaits it; this only keeps a rejection nobody asked for quiet.
    settled.catch(() => undefined);
    compiler.resolverFactory.hooks.resolver.for('normal').tap('AwaitModule', (resolver) => {
      // Called back with nothing, the resolution goes on to the next step.
      resolver.hooks.resolve.tapAsync({ name: 'AwaitModule', stage: -100 }, (request, _context, callback) => {
        if (typeof request.request !== 'string' || !this.test.test(request.request)) return callback();
        settled.then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    });
  }
}
