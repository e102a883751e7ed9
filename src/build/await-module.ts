/**
 * A webpack plugin that holds the resolution of the requests `test` matches until `ready`
 * settles, while the rest of the compilation goes on: for a generated file another thread is
 * still writing (the search index's manifest, src/build/search/index-thread.ts). A rejected
 * `ready` fails that module's resolution, and so the compilation.
 */
import type webpack from 'webpack';

export class AwaitModule {
  constructor(
    private readonly test: RegExp,
    private readonly ready: Promise<unknown>,
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.normalModuleFactory.tap('AwaitModule', (factory) => {
      factory.hooks.beforeResolve.tapPromise('AwaitModule', async (data) => {
        if (this.test.test(data.request)) await this.ready;
      });
    });
  }
}
