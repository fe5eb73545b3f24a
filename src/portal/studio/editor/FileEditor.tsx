import { Alert, Box, Button, Chip, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { getDefaultRegistry } from '@rjsf/core';
import { Form } from '@rjsf/mui';
import { LabelledKeyTemplate } from './LabelledKeyTemplate';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parse, parseDocument } from 'yaml';
import { inKeyOrderOf, unifiedDiff, writeBack, type ConfigProblem } from '../../../../engine/config';
import { useStaff } from '../StudioApp';
import { PreviewPane, type PreviewMode } from '../preview/PreviewPane';
import type { PreviewContext } from '../preview/previewContext';
import { studioApi, StudioApiError } from '../studioApi';
import { PredicateField, useKnownFacts } from './PredicateField';
import { ProblemList } from './ProblemList';
import { problemErrors } from './problemErrors';
import { SaveDialog } from './SaveDialog';
import { shapeValidator } from './shapeValidator';
import { useDraft } from './useDraft';
import { YamlEditor } from './YamlEditor';

interface OpenedFile {
  path: string;
  kind: string;
  text: string;
  hash: string;
  schema: RJSFSchema;
}

const DefaultObjectField = getDefaultRegistry().fields.ObjectField!;
/** Objects marked x-predicate (the `when:` conditions) get the structured condition editor. */
function ObjectOrPredicateField(props: FieldProps) {
  return (props.schema as Record<string, unknown>)['x-predicate'] ? <PredicateField {...props} /> : <DefaultObjectField {...props} />;
}
const fields = { ObjectField: ObjectOrPredicateField };
const templates = { WrapIfAdditionalTemplate: LabelledKeyTemplate };
const uiSchema = { 'ui:submitButtonOptions': { norender: true } };
const clean = (data: unknown) => JSON.parse(JSON.stringify(data ?? null)) as unknown;
/**
 * Kinds edited as text only: a translation file is thousands of nested strings under a recursive schema, which a
 * generated form showed as a select per group over "[object Object]" and took seconds to draw.
 */
const textOnlyKinds = new Set(['locales']);

const draftKey = (path: string) => `studio.draft:${path}`;

/** The unsaved text of a file kept in this tab, if it was edited from the version now on disk (hash). */
function keptDraft(path: string, hash: string): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(draftKey(path)) ?? 'null') as { hash: string; text: string } | null;
    return kept?.hash === hash ? kept.text : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a file's unsaved text in this tab (none: forgets it). */
function keepDraft(path: string, hash: string, text: string | undefined): void {
  try {
    if (text === undefined) sessionStorage.removeItem(draftKey(path));
    else sessionStorage.setItem(draftKey(path), JSON.stringify({ hash, text }));
  } catch {
    // Storage full or refused: the edits stay on the page; only a reload loses them.
  }
}

/** Where a new file copies from: the studio's "new regulator / brand from a copy". */
export interface CopySource {
  from: string;
  id: string;
}

/**
 * One config file: a form generated from its JSON Schema and a raw YAML tab over the same text,
 * `config check` of the draft on every edit (problems at their fields and in a list), the preview
 * beside it, and a save that shows its diff first.
 */
export function FileEditor({ path, copy }: { path: string; copy?: CopySource }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const source = copy?.from ?? path;
  const opened = useQuery({ queryKey: ['studio', 'file', source], queryFn: () => studioApi<OpenedFile>(`file?path=${encodeURIComponent(source)}`) });
  const [base, setBase] = useState<{ text: string; hash: string | null } | undefined>();
  const [text, setText] = useState<string | undefined>();
  const [tab, setTab] = useState<'form' | 'yaml'>('form');
  // A problem's line, shown in the YAML text: selected, and scrolled to.
  const [shownLine, setShownLine] = useState<number>();
  const lineShown = useCallback(() => setShownLine(undefined), []);
  // conflict: the file changed on disk since it was opened (409): the save waits until the diff is taken against it.
  const [saving, setSaving] = useState<{ open: boolean; busy: boolean; error?: string; conflict?: boolean }>({ open: false, busy: false });
  const [savedMessage, setSavedMessage] = useState<string | undefined>();
  const defaults = useKnownFacts().data?.defaults;
  const [ctx, setCtx] = useState<PreviewContext | undefined>();
  const [mode, setMode] = useState<PreviewMode>('portal');
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!opened.data || base) return;
    if (copy) {
      const copied = writeBack(path, opened.data.text, { ...(parse(opened.data.text) as object), id: copy.id });
      setBase({ text: '', hash: null });
      setText(copied);
    } else {
      setBase({ text: opened.data.text, hash: opened.data.hash });
      const kept = keptDraft(path, opened.data.hash);
      setText(kept ?? opened.data.text);
      setRestored(kept !== undefined && kept !== opened.data.text);
    }
  }, [opened.data, base, copy, path]);

  useEffect(() => {
    if (ctx || !defaults) return;
    const own = /^(regulators|brands)\/([A-Za-z0-9_]+)\.yaml$/.exec(path);
    setCtx({
      brand: own?.[1] === 'brands' ? own[2]! : defaults.brand,
      regulator: own?.[1] === 'regulators' && !copy ? own[2]! : defaults.regulator,
      view: 'ib',
      role: 'ib',
      permissionIds: [],
      language: 'en_US',
      inApp: false,
      viewport: 1280,
    });
  }, [ctx, defaults, path, copy]);

  const files = useMemo(() => (text === undefined ? undefined : { [path]: text }), [path, text]);
  const draft = useDraft(files);
  const data = useMemo(() => {
    try {
      return { value: text === undefined ? undefined : (parse(text) as unknown) };
    } catch {
      return { error: true as const };
    }
  }, [text]);
  // The file's key order as opened: a cleared form field typed again goes back to its line (inKeyOrderOf).
  const baseValue = useMemo(() => (base ? (parseDocument(base.text).toJS() as unknown) : undefined), [base]);
  const mine = useMemo(() => draft.problems.filter((p) => p.file === path), [draft.problems, path]);
  const extraErrors = useMemo(() => problemErrors(mine), [JSON.stringify(mine)]); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = base !== undefined && text !== base.text;
  // Unsaved edits outlive a reload or a visit to another page of the studio (kept in this tab, for the file as it was
  // opened), and closing the tab with them asks first.
  useEffect(() => {
    if (copy || !base?.hash || text === undefined) return;
    keepDraft(path, base.hash, dirty ? text : undefined);
  }, [copy, path, base?.hash, text, dirty]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const diff = base && text !== undefined ? unifiedDiff(path, base.text, text) : '';
  const canSave = staff.role === 'editor' && dirty && !draft.checking && draft.problems.length === 0;

  const textOnly = textOnlyKinds.has(opened.data?.kind ?? '');
  const shownTab = textOnly ? 'yaml' : tab;

  if (opened.isError) return <Alert severity="error">{t('studio.file.failed')}</Alert>;
  if (!opened.data || text === undefined || !base) return <CircularProgress aria-label={t('studio.loading')} />;

  const save = async () => {
    setSaving({ open: true, busy: true });
    try {
      const answer = await studioApi<{ hash: string }>('save', { method: 'POST', body: { path, text, baseHash: base.hash } });
      setBase({ text, hash: answer.hash });
      setSaving({ open: false, busy: false });
      setSavedMessage(t('studio.save.done', { path }));
      void queryClient.invalidateQueries({ queryKey: ['studio', 'saves'] });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'files'] });
    } catch (error) {
      const problems = error instanceof StudioApiError ? ((error.data as { problems?: ConfigProblem[] } | null)?.problems ?? []) : [];
      setSaving({
        open: true,
        busy: false,
        conflict: error instanceof StudioApiError && error.status === 409,
        error: [
          error instanceof Error ? error.message : String(error),
          ...problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.pointer}: ${p.message} [${p.code}]`),
        ].join('\n'),
      });
    }
  };

  // The file as it is on disk now becomes the base: the edits stay, the diff shows what saving would change in it
  // (including undoing the other change, which the editor then sees before saving).
  const rebase = async () => {
    setSaving({ open: true, busy: true });
    try {
      const fresh = await studioApi<OpenedFile>(`file?path=${encodeURIComponent(path)}`);
      setBase({ text: fresh.text, hash: fresh.hash });
      setSaving({ open: true, busy: false });
    } catch (error) {
      setSaving({ open: true, busy: false, conflict: true, error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontFamily: 'monospace' }}>
          {path}
        </Typography>
        <Chip size="small" label={opened.data.kind} />
        {dirty && <Chip size="small" color="warning" label={t('studio.file.unsaved')} />}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" disabled={!canSave} onClick={() => setSaving({ open: true, busy: false })}>
          {t('studio.save.button')}
        </Button>
      </Box>
      {staff.role !== 'editor' && <Alert severity="info">{t('studio.save.viewerOnly')}</Alert>}
      {restored && dirty && (
        <Alert
          severity="info"
          data-testid="draft-restored"
          action={
            <Button color="inherit" size="small" onClick={() => (setText(base.text), setRestored(false))}>
              {t('studio.file.discard')}
            </Button>
          }
        >
          {t('studio.file.restored')}
        </Alert>
      )}
      {dirty && draft.problems.length > 0 && !draft.checking && <Alert severity="warning">{t('studio.save.blocked', { count: draft.problems.length })}</Alert>}
      {savedMessage && (
        <Alert severity="success" onClose={() => setSavedMessage(undefined)}>
          {savedMessage}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <Box>
          <Tabs value={shownTab} onChange={(_e, v: 'form' | 'yaml') => setTab(v)} aria-label={t('studio.file.tabs')}>
            <Tab value="form" label={t('studio.file.form')} disabled={textOnly} />
            <Tab value="yaml" label={t('studio.file.yaml')} />
          </Tabs>
          <Box sx={{ pt: 1 }}>
            {shownTab === 'form' &&
              ('error' in data ? (
                <Alert severity="warning">{t('studio.file.unparsable')}</Alert>
              ) : (
                <Form
                  schema={opened.data.schema}
                  uiSchema={uiSchema}
                  formData={data.value}
                  validator={shapeValidator}
                  fields={fields}
                  templates={templates}
                  extraErrors={extraErrors}
                  showErrorList={false}
                  noHtml5Validate
                  experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipDefaults' }}
                  onChange={(event) => {
                    const next = clean(event.formData);
                    if (JSON.stringify(next) !== JSON.stringify(data.value)) setText(writeBack(path, text, inKeyOrderOf(baseValue, next)));
                  }}
                />
              ))}
            {shownTab === 'yaml' && (
              <YamlEditor label={t('studio.file.yamlLabel')} value={text} onChange={setText} problems={mine} shownLine={shownLine} onShown={lineShown} />
            )}
          </Box>
        </Box>
        {ctx && (
          // Beside the form, the preview stays in view while a long form scrolls (scrolling itself when taller than the window).
          <Stack
            spacing={1}
            sx={{
              minWidth: 0,
              position: { lg: 'sticky' },
              top: { lg: 8 },
              alignSelf: { lg: 'start' },
              maxHeight: { lg: 'calc(100vh - 16px)' },
              overflowY: { lg: 'auto' },
            }}
          >
            {/* A draft with problems is never previewed (the server would not serve it): the frame keeps the last good one. */}
            {draft.problems.length > 0 && (
              <Alert severity="info" data-testid="preview-stale">
                {t('studio.preview.stale')}
              </Alert>
            )}
            <PreviewPane ctx={ctx} onContext={setCtx} mode={mode} onMode={setMode} {...(draft.id ? { draft: draft.id } : {})} revision={draft.revision} />
          </Stack>
        )}
      </Box>
      <ProblemList
        problems={draft.problems}
        checking={draft.checking}
        file={path}
        onShowLine={(line) => {
          setTab('yaml');
          setShownLine(line);
        }}
      />
      <SaveDialog
        diff={diff}
        open={saving.open}
        busy={saving.busy}
        {...(saving.error ? { error: saving.error } : {})}
        conflict={saving.conflict ?? false}
        onCancel={() => setSaving({ open: false, busy: false })}
        onConfirm={() => void save()}
        onRebase={() => void rebase()}
      />
    </Stack>
  );
}
