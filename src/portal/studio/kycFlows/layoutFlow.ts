import ELK from 'elkjs/lib/elk.bundled.js';
import type { FlowGraph } from '../../../../engine/kyc';
import { diagramOf, elkGraphOf, type Diagram } from './flowDiagram';

const elk = new ELK();

/** Lays a flow out with ELK (layered, left to right, nested states inside their parents). */
export async function layoutFlow(graph: FlowGraph, rootLabel: string): Promise<Diagram> {
  return diagramOf(await elk.layout(elkGraphOf(graph, rootLabel)));
}
