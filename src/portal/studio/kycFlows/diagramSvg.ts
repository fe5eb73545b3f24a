import type { DiagramMarks } from './diagramMarks';
import { dashArray, edgeStyle, fontFamily, labelText, nodeStyle } from './diagramStyle';
import { fontSize, lineHeight, type Diagram, type DiagramEdge } from './flowDiagram';

const margin = 16;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (value: number) => String(Math.round(value * 10) / 10);

/** An edge's route as an SVG path ("M x y L x y ..."). */
export const edgePath = (edge: Pick<DiagramEdge, 'points'>): string => edge.points.map((p, i) => `${i ? 'L' : 'M'}${n(p.x)} ${n(p.y)}`).join(' ');

const markerId = (stroke: string) => `arrow-${stroke.slice(1)}`;

/**
 * The diagram as a standalone SVG document (what "Export SVG" downloads and "Export PNG" rasterises):
 * the same boxes, routes, labels and colours as the page, with a title.
 */
export function diagramSvg(diagram: Diagram, marks: DiagramMarks, title: string): { svg: string; width: number; height: number } {
  const width = diagram.width + 2 * margin;
  const height = diagram.height + 2 * margin;
  const strokes = new Set(diagram.edges.map((e) => edgeStyle(marks.edges[e.transition]).stroke));
  const markers = [...strokes]
    .map(
      (stroke) =>
        `<marker id="${markerId(stroke)}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${stroke}"/></marker>`,
    )
    .join('');
  const nodes = diagram.nodes.map((node) => {
    const style = nodeStyle(marks.nodes[node.id], node.compound);
    const box = `<rect x="${n(node.x)}" y="${n(node.y)}" width="${n(node.width)}" height="${n(node.height)}" rx="6" fill="${style.fill}" stroke="${style.stroke}" stroke-width="${style.strokeWidth}"${style.dashed ? ` stroke-dasharray="${dashArray}"` : ''}/>`;
    const text = node.compound
      ? `<text x="${n(node.x + 10)}" y="${n(node.y + 18)}" fill="${style.text}" font-weight="600">${escape(node.label)}</text>`
      : `<text x="${n(node.x + node.width / 2)}" y="${n(node.y + node.height / 2)}" fill="${style.text}" text-anchor="middle" dominant-baseline="central">${escape(node.label)}</text>`;
    return `<g data-state="${escape(node.id)}">${box}${text}</g>`;
  });
  const edges = diagram.edges.map((edge) => {
    const style = edgeStyle(marks.edges[edge.transition]);
    const line = `<path d="${edgePath(edge)}" fill="none" stroke="${style.stroke}" stroke-width="${style.strokeWidth}"${style.dashed ? ` stroke-dasharray="${dashArray}"` : ''} marker-end="url(#${markerId(style.stroke)})"/>`;
    const { x, y, width: w, height: h, lines } = edge.label;
    const label = lines.length
      ? `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#ffffff" fill-opacity="0.9"/>` +
        `<text fill="${labelText}">${lines.map((l, i) => `<tspan x="${n(x + 4)}" y="${n(y + 2 + (i + 1) * lineHeight - 4)}" xml:space="preserve">${escape(l)}</tspan>`).join('')}</text>`
      : '';
    return `<g data-transition="${escape(edge.transition)}">${line}${label}</g>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="${-margin} ${-margin} ${n(width)} ${n(height)}" font-family="${fontFamily}" font-size="${fontSize}">` +
    `<title>${escape(title)}</title><defs>${markers}</defs><rect x="${-margin}" y="${-margin}" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>` +
    `${nodes.join('')}${edges.join('')}</svg>`;
  return { svg, width, height };
}
