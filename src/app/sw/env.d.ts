/** The build mode: webpack replaces `process.env.NODE_ENV` with a string literal in both bundles. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
