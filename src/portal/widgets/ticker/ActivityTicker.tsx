import Campaign from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../engine/format';
import { useConfig } from '../../app/runtime';
import type { WidgetProps } from '../types';
import { useApiQuery } from '../../data';
import { activityTickerCall } from '../../app/openingReads';

/** Milliseconds each ticker message shows (chosen). */
const messageMs = 5000;

/**
 * A message on one line from sm up; on a phone on two, in a box always two lines high. On one line a phone cut most
 * sentences before their verb, with the rest only in a tooltip it cannot show; the fixed height keeps the rotating
 * messages from moving the page.
 */
const oneMessage = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  WebkitLineClamp: { xs: 2, sm: 1 },
  height: { xs: '2lh', sm: '1lh' },
} as const;

/**
 * The dashboard's activity ticker (GET home/activity/ticker, text sanitised by the HTTP policy):
 * one message at a time, rotating; pausable, and still when the user prefers reduced motion.
 */
export default function ActivityTicker({ widget }: WidgetProps) {
  const config = useConfig();
  const { t } = useTranslation();
  const { data } = useApiQuery<{ id: number; at: string; message: string }[]>(activityTickerCall);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const count = data?.length ?? 0;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), messageMs);
    return () => clearInterval(timer);
  }, [paused, count]);
  if (!data || count === 0) return null;
  const item = data[index % count]!;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1 }} data-testid={`ticker-${widget.id}`}>
      <Campaign color="primary" aria-hidden />
      <Box sx={{ minWidth: 0, flexGrow: 1 }} aria-live="off">
        <Typography variant="body2" title={item.message} data-testid="ticker-message" sx={oneMessage}>
          {item.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(item.at, config.constants.dateFormat)}
        </Typography>
      </Box>
      <IconButton size="small" onClick={() => setPaused((p) => !p)} aria-label={t(paused ? 'widget.ticker.play' : 'widget.ticker.pause')}>
        {paused ? <PlayArrow aria-hidden /> : <Pause aria-hidden />}
      </IconButton>
    </Paper>
  );
}
