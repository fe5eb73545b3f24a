import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { Box, Typography } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import type { ConfigProblem } from '../../../../engine/config';

/** A problem at its line of the text, whole line marked; a line past the end (the text changed since) marks the last. */
function diagnosticsOf(state: EditorState, problems: readonly ConfigProblem[]): Diagnostic[] {
  return problems
    .filter((p) => p.line > 0)
    .map((p) => {
      const line = state.doc.line(Math.min(p.line, state.doc.lines));
      return { from: line.from, to: line.to, severity: 'error', message: `${p.pointer || '/'}: ${p.message} [${p.code}]` };
    });
}

/**
 * The YAML text of a config file in a code editor (CodeMirror): line numbers, YAML highlighting, undo, and the
 * open file's problems marked at their lines. Always left to right: it is code, in any language of the studio.
 * `shownLine` selects that line and scrolls it into view, then `onShown` clears it.
 */
export function YamlEditor({
  label,
  value,
  onChange,
  problems,
  shownLine,
  onShown,
}: {
  label: string;
  value: string;
  onChange(text: string): void;
  problems: readonly ConfigProblem[];
  shownLine: number | undefined;
  onShown(): void;
}) {
  const labelId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  // The latest callback, read by the editor's listener (made once, with the editor).
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          lintGutter(),
          history(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          yaml(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of({ 'aria-labelledby': labelId, spellcheck: 'false', dir: 'ltr' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later values are dispatched into it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labelId]);

  // A change from outside (the form tab, a rebase): the editor takes the new text.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(editor.state, problems)));
  }, [problems, value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || shownLine === undefined) return;
    const line = editor.state.doc.line(Math.min(Math.max(shownLine, 1), editor.state.doc.lines));
    editor.dispatch({ selection: { anchor: line.from, head: line.to }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    editor.focus();
    onShown();
  }, [shownLine, onShown]);

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        ref={host}
        dir="ltr"
        data-testid="yaml-editor"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: 13,
          '& .cm-editor': { minHeight: '24em' },
          '& .cm-editor.cm-focused': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          '& .cm-scroller': { fontFamily: 'monospace' },
        }}
      />
    </Box>
  );
}
