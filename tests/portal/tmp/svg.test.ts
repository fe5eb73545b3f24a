import { readFileSync, writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { flowGraph } from '../../../engine/kyc';
import { layoutFlow } from '../../../src/studio/kycFlows/layoutFlow';
import { diagramSvg } from '../../../src/studio/kycFlows/diagramSvg';
it('x', async () => {
  for (const f of ['guide', 'otp']) {
    const d = await layoutFlow(flowGraph(JSON.parse(readFileSync(`config/kyc/flows/${f}.json`, 'utf8'))), 'root');
    const { svg, width, height } = diagramSvg(d, { nodes: { poa: 'current' }, edges: {} }, f);
    writeFileSync(`/tmp/i13q-${f}.svg`, svg);
    console.log(f, width, height);
  }
});
