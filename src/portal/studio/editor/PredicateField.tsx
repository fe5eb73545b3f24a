import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse, stringify } from 'yaml';
import type { Predicate } from '../../../../engine/predicates';
import { studioApi } from '../studioApi';
import { fromRows, singleValueFacts, toRows, type PredicateRow, type PredicateRows } from './predicateRows';

type KnownValue = string | number | boolean | { value: number; label: string };
export type KnownFacts = Record<string, KnownValue[]>;

export interface FactsAnswer {
  facts: KnownFacts;
  defaults: { brand: string; regulator: string };
}

export const useKnownFacts = () => useQuery({ queryKey: ['studio', 'facts'], queryFn: () => studioApi<FactsAnswer>('facts'), staleTime: 60_000 });

const valueOf = (v: KnownValue) => (typeof v === 'object' ? v.value : v);
const labelOf = (v: KnownValue) => (typeof v === 'object' ? `${v.label} (${v.value})` : String(v));

/**
 * The structured editor of a `when:` condition: tests of one fact each (the facts of
 * engine/predicates, the values config knows for them), optionally negated, combined with all/any.
 * Conditions deeper than that are edited as YAML text here.
 */
export function PredicateField({ formData, onChange, fieldPathId, schema, disabled, readonly, rawErrors }: FieldProps) {
  const { t } = useTranslation();
  const facts = useKnownFacts().data?.facts ?? {};
  const predicate = formData as Predicate | undefined;
  // Rows being written (a fact without values yet) stand for no condition: they live here until complete.
  const [local, setLocal] = useState<PredicateRows | undefined>(() => toRows(predicate));
  const current = local && JSON.stringify(fromRows(local)) === JSON.stringify(predicate) ? local : toRows(predicate);
  const rows = current;
  const id = fieldPathId.$id;
  const set = (next: PredicateRows) => {
    setLocal(next);
    onChange(fromRows(next), fieldPathId.path);
  };
  const locked = Boolean(disabled || readonly);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-labelledby={`${id}-title`} data-testid={`predicate-${id}`}>
      <Typography id={`${id}-title`} variant="subtitle2">
        {t('studio.condition.title', { title: schema.title ?? 'when' })}
      </Typography>
      {rows ? (
        <Rows id={id} value={rows} facts={facts} onChange={set} locked={locked} />
      ) : (
        <RawPredicate id={id} value={formData as Predicate | undefined} onChange={(p) => onChange(p, fieldPathId.path)} locked={locked} />
      )}
      {rawErrors?.map((e) => (
        <Typography key={e} color="error" variant="body2" role="alert">
          {e}
        </Typography>
      ))}
    </Paper>
  );
}

function Rows({
  id,
  value,
  facts,
  onChange,
  locked,
}: {
  id: string;
  value: PredicateRows;
  facts: KnownFacts;
  onChange: (v: PredicateRows) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const update = (index: number, row: Partial<PredicateRow>) => onChange({ ...value, rows: value.rows.map((r, i) => (i === index ? { ...r, ...row } : r)) });
  if (value.rows.length === 0) {
    return (
      <Button startIcon={<AddIcon />} disabled={locked} onClick={() => onChange({ ...value, rows: [{ fact: 'regulator', values: [], negate: false }] })}>
        {t('studio.condition.add')}
      </Button>
    );
  }
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {value.rows.length > 1 && (
        <TextField
          select
          size="small"
          label={t('studio.condition.combine')}
          value={value.mode}
          onChange={(e) => onChange({ ...value, mode: e.target.value as 'all' | 'any' })}
          disabled={locked}
          sx={{ maxWidth: 220 }}
          id={`${id}-mode`}
        >
          <MenuItem value="all">{t('studio.condition.all')}</MenuItem>
          <MenuItem value="any">{t('studio.condition.any')}</MenuItem>
        </TextField>
      )}
      {value.rows.map((row, index) => {
        const known = facts[row.fact] ?? [];
        const numeric = known.length > 0 && known.every((k) => typeof valueOf(k) === 'number');
        const boolean = known.length > 0 && known.every((k) => typeof k === 'boolean');
        return (
          <Box key={index} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid={`${id}-row-${index}`}>
            <FormControlLabel
              control={<Checkbox checked={row.negate} onChange={(e) => update(index, { negate: e.target.checked })} disabled={locked} />}
              label={t('studio.condition.not')}
            />
            <TextField
              select
              size="small"
              label={t('studio.condition.fact')}
              value={row.fact}
              onChange={(e) => update(index, { fact: e.target.value, values: [] })}
              disabled={locked}
              sx={{ minWidth: 160 }}
              id={`${id}-fact-${index}`}
            >
              {Object.keys(facts).map((fact) => (
                <MenuItem key={fact} value={fact}>
                  {fact}
                </MenuItem>
              ))}
            </TextField>
            {boolean ? (
              <TextField
                select
                size="small"
                label={t('studio.condition.value')}
                value={row.values[0] === undefined ? '' : String(row.values[0])}
                onChange={(e) => update(index, { values: [e.target.value === 'true'] })}
                disabled={locked}
                sx={{ minWidth: 120 }}
                id={`${id}-value-${index}`}
              >
                <MenuItem value="true">true</MenuItem>
                <MenuItem value="false">false</MenuItem>
              </TextField>
            ) : (
              <Autocomplete
                multiple={!singleValueFacts.has(row.fact)}
                freeSolo
                size="small"
                sx={{ minWidth: 220, flex: 1 }}
                disabled={locked}
                options={known.map(valueOf)}
                getOptionLabel={(v) => labelOf(known.find((k) => valueOf(k) === v) ?? (v as KnownValue))}
                value={singleValueFacts.has(row.fact) ? (row.values[0] ?? null) : row.values}
                onChange={(_e, next) => {
                  const list = (Array.isArray(next) ? next : next === null ? [] : [next]).map((v) =>
                    numeric && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
                  );
                  update(index, { values: list as PredicateRow['values'] });
                }}
                renderInput={(params) => <TextField {...params} label={t('studio.condition.values')} id={`${id}-values-${index}`} />}
              />
            )}
            <IconButton
              aria-label={t('studio.condition.remove')}
              disabled={locked}
              onClick={() => onChange({ ...value, rows: value.rows.filter((_r, i) => i !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={locked}
          onClick={() => onChange({ ...value, rows: [...value.rows, { fact: 'regulator', values: [], negate: false }] })}
        >
          {t('studio.condition.addTest')}
        </Button>
      </Box>
    </Stack>
  );
}

function RawPredicate({
  id,
  value,
  onChange,
  locked,
}: {
  id: string;
  value: Predicate | undefined;
  onChange: (p: Predicate | undefined) => void;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => stringify(value ?? null).trim());
  const [bad, setBad] = useState(false);
  return (
    <TextField
      id={`${id}-raw`}
      label={t('studio.condition.raw')}
      multiline
      fullWidth
      minRows={2}
      value={text}
      disabled={locked}
      error={bad}
      helperText={bad ? t('studio.condition.rawInvalid') : undefined}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange((parse(e.target.value) as Predicate | null) ?? undefined);
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
      slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
    />
  );
}
