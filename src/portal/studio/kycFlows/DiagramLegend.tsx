import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EdgeMark, NodeMark } from './diagramMarks';
import { dashArray, edgeStyle, nodeStyle } from './diagramStyle';

export type LegendEntry = { node: NodeMark } | { edge: EdgeMark };

const Swatch = ({ entry }: { entry: LegendEntry }) => {
  if ('node' in entry) {
    const s = nodeStyle(entry.node, false);
    return (
      <Box sx={{ width: 28, height: 16, borderRadius: '4px', bgcolor: s.fill, border: `${s.strokeWidth}px ${s.dashed ? 'dashed' : 'solid'} ${s.stroke}` }} />
    );
  }
  const s = edgeStyle(entry.edge);
  return (
    <svg width="28" height="16" aria-hidden="true">
      <line x1="0" y1="8" x2="28" y2="8" stroke={s.stroke} strokeWidth={s.strokeWidth} strokeDasharray={s.dashed ? dashArray : undefined} />
    </svg>
  );
};

/** What the diagram's colours mean right now (they depend on the tab: replay or coverage). */
export function DiagramLegend({ entries }: { entries: LegendEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack component="ul" aria-label={t('studio.kycFlows.legend.label')} direction="row" sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => {
        const key = 'node' in entry ? `node.${entry.node}` : `edge.${entry.edge}`;
        return (
          <Stack component="li" key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Swatch entry={entry} />
            <Typography variant="body2">{t(`studio.kycFlows.legend.${key}`)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
