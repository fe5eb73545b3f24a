import { formatProblem, type ConfigProblem } from '../../../engine/config';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page a portal started on invalid config shows instead of itself: every problem, with file,
 * line and code, for the product staff who changed the config. Static HTML, no script.
 */
export function startupErrorPage(problems: readonly ConfigProblem[]): string {
  const items = problems.map((p) => `<li><code>${escape(formatProblem(p))}</code></li>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Portal configuration error</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1f2328}h1{font-size:1.5rem}li{margin:.4rem 0}code{white-space:pre-wrap;word-break:break-word}</style></head>
<body><main><h1>The portal cannot start: its configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}</h1>
<p>Fix each one (run <code>npx portal config check</code> to see them again), then restart the portal.</p>
<ol>
${items}
</ol></main></body></html>`;
}
