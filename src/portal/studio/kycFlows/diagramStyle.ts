import type { EdgeMark, NodeMark } from './diagramMarks';

/** How the page and the SVG export draw a state (one table, so the export looks like the page). */
export interface NodeStyle {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
  text: string;
}

export interface EdgeStyle {
  stroke: string;
  strokeWidth: number;
  dashed: boolean;
}

// Text colours keep at least 4.5:1 against their fill; "not visited" is dashed as well as grey (not colour alone).
const plainNode: NodeStyle = { fill: '#ffffff', stroke: '#37474f', strokeWidth: 1.5, dashed: false, text: '#212121' };
const nodeStyles: Record<NodeMark, NodeStyle> = {
  current: { fill: '#1565c0', stroke: '#0d47a1', strokeWidth: 3, dashed: false, text: '#ffffff' },
  mismatch: { fill: '#b71c1c', stroke: '#7f0000', strokeWidth: 3, dashed: false, text: '#ffffff' },
  active: { fill: '#e3f2fd', stroke: '#1565c0', strokeWidth: 2.5, dashed: false, text: '#0d47a1' },
  visited: { fill: '#c8e6c9', stroke: '#1b5e20', strokeWidth: 2, dashed: false, text: '#1b5e20' },
  missing: { fill: '#ffffff', stroke: '#757575', strokeWidth: 1.5, dashed: true, text: '#424242' },
};
const plainEdge: EdgeStyle = { stroke: '#546e7a', strokeWidth: 1.25, dashed: false };
const edgeStyles: Record<EdgeMark, EdgeStyle> = {
  taken: { stroke: '#1565c0', strokeWidth: 3, dashed: false },
  visited: { stroke: '#2e7d32', strokeWidth: 2.5, dashed: false },
  missing: { stroke: '#9e9e9e', strokeWidth: 1.25, dashed: true },
};

export const nodeStyle = (mark: NodeMark | undefined, compound: boolean): NodeStyle => {
  const style = mark ? nodeStyles[mark] : plainNode;
  // A parent's box stays light: its states are drawn inside it.
  return compound && (mark === 'current' || mark === 'mismatch')
    ? { ...nodeStyles.active, stroke: style.stroke }
    : compound && !mark
      ? { ...plainNode, fill: '#fafafa' }
      : style;
};
export const edgeStyle = (mark: EdgeMark | undefined): EdgeStyle => (mark ? edgeStyles[mark] : plainEdge);
export const labelText = '#263238';
export const dashArray = '6 4';
export const fontFamily = 'Roboto, Helvetica, Arial, sans-serif';
