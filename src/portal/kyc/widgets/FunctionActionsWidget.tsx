import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FunctionActionsOptions } from '../../../../engine/config';
import { MenuIcon } from '../../app/layout/menuIcons';
import type { WidgetProps } from '../../widgets/types';
import { useKycLabels } from '../kycLabels';
import { useFunctionGate } from '../useFunctionGate';

/**
 * Buttons for functions a KYC level unlocks (deposit, withdraw, open account): a held function opens
 * its route; a missing one shows the level it needs and opens the KYC guide with the reason.
 */
export default function FunctionActionsWidget({ widget }: WidgetProps) {
  const { actions } = widget as unknown as FunctionActionsOptions;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useFunctionGate();
  const labels = useKycLabels();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
      {actions.map((action) => {
        const item = gate.item(action.function);
        const locked = gate.loaded && !item?.hasPermission;
        return (
          <Box
            key={action.function}
            sx={{ display: 'grid', gap: 0.5 }}
            data-testid={`action-${action.function}`}
            data-available={gate.loaded ? String(!locked) : undefined}
          >
            <Button
              variant={locked ? 'outlined' : 'contained'}
              size="large"
              disabled={!gate.loaded}
              startIcon={locked ? <Lock aria-hidden /> : <MenuIcon name={action.icon} />}
              onClick={() => gate.gate(action.function) && navigate(action.to)}
              aria-describedby={locked ? `${widget.id}-${action.function}-lock` : undefined}
            >
              {t(action.labelKey)}
            </Button>
            {locked && item?.requiredLevel !== undefined && (
              <Typography variant="caption" color="text.secondary" id={`${widget.id}-${action.function}-lock`}>
                {t('kyc.gate.needsLevelShort', { level: labels.level(item.requiredLevel) })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
