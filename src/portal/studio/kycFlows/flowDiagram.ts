import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowEdge, FlowGraph } from '../../../../engine/kyc';

/** A state drawn: its dot path, its name, its box (absolute), and whether it holds child states. */
export interface DiagramNode {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  compound: boolean;
}

/** A transition drawn (one per target): its flowGraph id (coverage and replay name it), its route and its label. */
export interface DiagramEdge {
  /** Unique per drawn line: "<transition id>#<target index>". */
  key: string;
  transition: string;
  source: string;
  target: string;
  points: { x: number; y: number }[];
  label: { x: number; y: number; width: number; height: number; lines: string[] };
}

export interface Diagram {
  width: number;
  height: number;
  /** Parents before their children (a parent's box is drawn under its states). */
  nodes: DiagramNode[];
  edges: DiagramEdge[];
}

/** Text metrics the layout reserves room with (the drawing uses the same font size). */
export const fontSize = 12;
export const lineHeight = 16;
const charWidth = 7.2;
const nodeHeight = 36;
const compoundHeader = 28;

const textWidth = (text: string) => Math.ceil(text.length * charWidth);
const nameOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);
const parentOf = (path: string) => (path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '');

/** A transition's label, one line each: the event, [the guard], / the actions (one a line). */
export function edgeLabelLines(edge: Pick<FlowEdge, 'event' | 'guard' | 'actions'>): string[] {
  return [edge.event, ...(edge.guard ? [`[${edge.guard}]`] : []), ...edge.actions.map((action, i) => (i === 0 ? `/ ${action}` : `  ${action}`))];
}

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.nodeNode': '32',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '16',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  // Cycles (a step back to "route", say) are broken against the order of the flow file, from the initial state on: the flow reads forwards.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.layered.mergeEdges': 'false',
  // Every coordinate relative to the root: the drawing needs no offsets per container.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/**
 * The ELK graph of a flow: states nested in their parents (dot paths), one edge per transition
 * target (a transition that stays loops on its state), labels sized for the drawing. `rootLabel`
 * names the box that stands for the machine's root when it has transitions of its own.
 */
export function elkGraphOf(graph: FlowGraph, rootLabel: string): ElkNode {
  const states = [...graph.states];
  const rootSource = graph.transitions.find((t) => !states.includes(t.from))?.from;
  if (rootSource) states.unshift(rootSource);
  const label = (path: string) => (path === rootSource ? rootLabel : nameOf(path));
  const compound = new Set(states.map(parentOf).filter(Boolean));
  const byId = new Map<string, ElkNode>();
  const root: ElkNode = { id: '', layoutOptions, children: [], edges: [] };
  for (const path of states) {
    const node: ElkNode = compound.has(path)
      ? { id: path, labels: [{ text: label(path) }], layoutOptions: { 'elk.padding': `[top=${compoundHeader},left=12,bottom=12,right=12]` }, children: [] }
      : { id: path, labels: [{ text: label(path) }], width: Math.max(88, textWidth(label(path)) + 28), height: nodeHeight };
    byId.set(path, node);
  }
  for (const path of states) {
    const parent = path === rootSource ? root : (byId.get(parentOf(path)) ?? root);
    parent.children!.push(byId.get(path)!);
  }
  root.edges = graph.transitions.flatMap((t) =>
    (t.to.length ? t.to : [t.from]).map((target, k): ElkExtendedEdge => {
      const lines = edgeLabelLines(t);
      return {
        id: `${t.id}#${k}`,
        sources: [t.from],
        targets: [target],
        labels: [{ text: lines.join('\n'), width: Math.max(...lines.map(textWidth)) + 8, height: lines.length * lineHeight + 4 }],
      };
    }),
  );
  return root;
}

/** The laid-out ELK graph as boxes and routed lines in root coordinates (what the page and the SVG export draw). */
export function diagramOf(laidOut: ElkNode): Diagram {
  const nodes: DiagramNode[] = [];
  const edges: DiagramEdge[] = [];
  const visit = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      nodes.push({
        id: child.id,
        label: child.labels?.[0]?.text ?? child.id,
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
        compound: (child.children?.length ?? 0) > 0,
      });
      visit(child);
    }
    for (const edge of node.edges ?? []) {
      const section = edge.sections?.[0];
      const label = edge.labels?.[0];
      edges.push({
        key: edge.id,
        transition: edge.id.slice(0, edge.id.lastIndexOf('#')),
        source: edge.sources[0]!,
        target: edge.targets[0]!,
        points: section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(({ x, y }) => ({ x, y })) : [],
        label: { x: label?.x ?? 0, y: label?.y ?? 0, width: label?.width ?? 0, height: label?.height ?? 0, lines: label?.text?.split('\n') ?? [] },
      });
    }
  };
  visit(laidOut);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}
