import { Controls, Handle, MarkerType, Position, ReactFlow, type Edge, type EdgeProps, type Node, type NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramMarks, EdgeMark, NodeMark } from './diagramMarks';
import { dashArray, edgeStyle, fontFamily, labelText, nodeStyle } from './diagramStyle';
import { edgePath } from './diagramSvg';
import { fontSize, lineHeight, type Diagram, type DiagramEdge, type DiagramNode } from './flowDiagram';

type StateNodeData = { node: DiagramNode; mark: NodeMark | undefined };
type TransitionEdgeData = { edge: DiagramEdge; mark: EdgeMark | undefined };

const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

function StateNode({ data: { node, mark } }: NodeProps<Node<StateNodeData>>) {
  const style = nodeStyle(mark, node.compound);
  return (
    <div
      data-state={node.id}
      data-mark={mark ?? 'plain'}
      style={{
        width: node.width,
        height: node.height,
        boxSizing: 'border-box',
        background: style.fill,
        border: `${style.strokeWidth}px ${style.dashed ? 'dashed' : 'solid'} ${style.stroke}`,
        borderRadius: 6,
        color: style.text,
        fontFamily,
        fontSize,
        fontWeight: node.compound ? 600 : 400,
        display: 'flex',
        alignItems: node.compound ? 'flex-start' : 'center',
        justifyContent: node.compound ? 'flex-start' : 'center',
        padding: node.compound ? '4px 10px' : 0,
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      {node.label}
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </div>
  );
}

/** A transition along ELK's route (xyflow's own routing would ignore the layout), with its label where ELK put it. */
function TransitionEdge({ data, markerEnd }: EdgeProps<Edge<TransitionEdgeData>>) {
  if (!data) return null;
  const { edge, mark } = data;
  const style = edgeStyle(mark);
  const { x, y, width, height, lines } = edge.label;
  return (
    <g data-transition={edge.transition} data-mark={mark ?? 'plain'}>
      <path
        d={edgePath(edge)}
        fill="none"
        stroke={style.stroke}
        strokeWidth={style.strokeWidth}
        strokeDasharray={style.dashed ? dashArray : undefined}
        markerEnd={markerEnd}
      />
      {lines.length > 0 && (
        <>
          <rect x={x} y={y} width={width} height={height} fill="#ffffff" fillOpacity={0.9} />
          <text fill={labelText} fontFamily={fontFamily} fontSize={fontSize}>
            {lines.map((line, i) => (
              <tspan key={i} x={x + 4} y={y + 2 + (i + 1) * lineHeight - 4} xmlSpace="preserve">
                {line}
              </tspan>
            ))}
          </text>
        </>
      )}
    </g>
  );
}

/**
 * A corner of ELK's drawing, drawn as nothing. Fitting the view fits the nodes only: the transitions ELK routes above
 * or below the states, and their labels, were cut off at the box's edge. The two corners make the fit the whole drawing.
 */
function DrawingCorner() {
  return null;
}

const nodeTypes = { state: StateNode, corner: DrawingCorner };
const edgeTypes = { transition: TransitionEdge };

/** The laid-out flow in xyflow: zoom and pan (controls, wheel, pinch); not editable. */
export function FlowDiagram({ diagram, marks }: { diagram: Diagram; marks: DiagramMarks }) {
  const { t } = useTranslation();
  const nodes = useMemo<Node<StateNodeData | Record<string, never>>[]>(
    () => [
      ...diagram.nodes.map((node, i) => ({
        id: node.id,
        type: 'state',
        position: { x: node.x, y: node.y },
        width: node.width,
        height: node.height,
        // Parents come first and stay under their states.
        zIndex: i,
        data: { node, mark: marks.nodes[node.id] },
      })),
      ...[
        { x: 0, y: 0 },
        { x: diagram.width - 1, y: diagram.height - 1 },
      ].map((position, i) => ({ id: `drawing-corner-${i}`, type: 'corner', position, width: 1, height: 1, selectable: false, data: {} })),
    ],
    [diagram, marks],
  );
  const edges = useMemo<Edge<TransitionEdgeData>[]>(
    () =>
      diagram.edges.map((edge) => {
        const mark = marks.edges[edge.transition];
        return {
          id: edge.key,
          type: 'transition',
          source: edge.source,
          target: edge.target,
          zIndex: diagram.nodes.length,
          markerEnd: { type: MarkerType.ArrowClosed, color: edgeStyle(mark).stroke, width: 16, height: 16 },
          data: { edge, mark },
        };
      }),
    [diagram, marks],
  );
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('studio.kycFlows.diagram.a11yDescription'),
      'node.a11yDescription.keyboardDisabled': t('studio.kycFlows.diagram.a11yDescription'),
      'node.a11yDescription.ariaLiveMessage': () => '',
      'edge.a11yDescription.default': t('studio.kycFlows.diagram.a11yDescription'),
      'controls.ariaLabel': t('studio.kycFlows.diagram.controls'),
      'controls.zoomIn.ariaLabel': t('studio.kycFlows.diagram.zoomIn'),
      'controls.zoomOut.ariaLabel': t('studio.kycFlows.diagram.zoomOut'),
      'controls.fitView.ariaLabel': t('studio.kycFlows.diagram.fitView'),
      'controls.interactive.ariaLabel': t('studio.kycFlows.diagram.fitView'),
      'minimap.ariaLabel': t('studio.kycFlows.diagram.controls'),
      'handle.ariaLabel': t('studio.kycFlows.diagram.handle'),
    }),
    [t],
  );
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      fitView
      minZoom={0.1}
      maxZoom={3}
      nodesDraggable={false}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      elementsSelectable={false}
      ariaLabelConfig={ariaLabelConfig}
      proOptions={{ hideAttribution: true }}
    >
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
