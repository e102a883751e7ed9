/**
 * Shiki's style-to-class transformer with each token's class remembered. The transformer turns
 * every token's style into a string and hashes it, once per token: 0.1 s of CPU over the site's
 * blocks on one thread, for a dozen distinct styles. Here a style object seen before (Lezer's
 * tokens share one per colour pair, lezer-hast.ts) or a style equal to one seen before takes the
 * class it got then; a new one goes through the transformer, which registers its CSS as always.
 */
import type { ShikiTransformer, ThemedToken } from 'shiki';
import type { transformerStyleToClass } from '@shikijs/transformers';

type StyleToClass = ReturnType<typeof transformerStyleToClass>;
type HtmlStyle = NonNullable<ThemedToken['htmlStyle']>;
/** What Shiki binds `this` to in a `tokens` hook. */
type TokensContext = ThisParameterType<NonNullable<ShikiTransformer['tokens']>>;

/** The same entries in the same order give the same key, so the same class. */
function styleKey(style: HtmlStyle): string {
  return Object.entries(style).map(([key, value]) => `${key}:${value}`).join(';');
}

/** Wraps the transformer: `tokens` gives each token the class the transformer would, the other hooks are its own. */
export function rememberStyleClasses(inner: StyleToClass): StyleToClass {
  const innerTokens = inner.tokens;
  if (innerTokens === undefined) return inner;
  const byObject = new WeakMap<object, string>();
  const byKey = new Map<string, string>();
  const classOf = (context: TokensContext, style: HtmlStyle): string => {
    const known = byObject.get(style);
    if (known !== undefined) return known;
    const key = styleKey(style);
    let className = byKey.get(key);
    if (className === undefined) {
      // One token through the transformer: it registers the style and names the class.
      const probe: ThemedToken = { content: '', offset: 0, htmlStyle: style };
      innerTokens.call(context, [[probe]]);
      className = String(probe.htmlAttrs?.['class'] ?? '');
      byKey.set(key, className);
    }
    byObject.set(style, className);
    return className;
  };
  return {
    ...inner,
    tokens(lines) {
      for (const line of lines) {
        for (const token of line) {
          if (!token.htmlStyle) continue;
          const className = classOf(this, token.htmlStyle);
          // As the transformer does: the style gives way to the class, after any class the token had.
          token.htmlStyle = {};
          token.htmlAttrs ||= {};
          if (!token.htmlAttrs['class']) token.htmlAttrs['class'] = className;
          else token.htmlAttrs['class'] += ` ${className}`;
        }
      }
    },
  };
}
