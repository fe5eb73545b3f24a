import ChatIcon from '@mui/icons-material/Chat';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluate } from '../../../engine/predicates';
import { commonStore } from '../app/commonStore';
import { useConfig, useRuntime } from '../app/runtime';
import { useStore } from '../app/store';
import { useApiMutation, useApiQuery } from '../data';
import { sessionStore } from '../session/sessionStore';
import { useChatChannel } from './useChatChannel';
import { chatLanguage } from './chatLanguage';

interface ChatMessage {
  id: number;
  author: 'visitor' | 'staff';
  staffName: string | null;
  text: string;
}

const visitorKey = 'portal.chatVisitor';
/** A guest's conversation is kept by a random id in this browser. */
function visitorId(): string {
  let id = localStorage.getItem(visitorKey);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(visitorKey, id);
  }
  return id;
}

/**
 * The support chat of spec section 4: loaded at start and again when the login status changes;
 * hidden behind a floating button; opening hides the button and tags the conversation (language,
 * plus country when signed in); closing shows the button again (and hides the widget).
 */
export function SupportChat() {
  const runtime = useRuntime();
  const config = useConfig();
  const { auth, profile } = useStore(sessionStore);
  const loggedIn = Boolean(auth);
  const channel = useChatChannel(loggedIn);
  const offered = config.brand[runtime.view].supportChat === true && evaluate(config.constants.supportChat.showButtonWhen, runtime.facts(), config.policies);
  const [open, setOpen] = useState(false);
  const { isShowZendeskButton } = useStore(commonStore);

  // Loaded (or reloaded after a login change): the widget starts hidden with the button shown.
  useEffect(() => {
    setOpen(false);
    commonStore.set((s) => ({ ...s, isShowZendeskButton: Boolean(channel) && offered }));
  }, [channel, offered, loggedIn]);

  if (!channel || !offered) return null;
  const show = (widgetOpen: boolean) => {
    setOpen(widgetOpen);
    commonStore.set((s) => ({ ...s, isShowZendeskButton: !widgetOpen }));
  };
  return (
    <>
      {isShowZendeskButton && <ChatButton onOpen={() => show(true)} />}
      {open && (
        <ChatWidget
          channelKey={channel.channelKey}
          loggedIn={loggedIn}
          countryCode={profile?.countryCode ?? auth?.countryCode ?? ''}
          onClose={() => show(false)}
        />
      )}
    </>
  );
}

function ChatButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      {/* Room below every page for the button (56 px and its 16 px inset): the end of a page scrolls clear of it, not under it (a form's last button at 375 px). */}
      <GlobalStyles styles={{ body: { paddingBottom: 88 } }} />
      <Fab
        color="primary"
        onClick={onOpen}
        aria-label={t('supportChat.open')}
        data-testid="support-chat-button"
        sx={{ position: 'fixed', bottom: 16, insetInlineEnd: 16, zIndex: 'speedDial' }}
      >
        <ChatIcon />
      </Fab>
    </>
  );
}

function ChatWidget({ channelKey, loggedIn, countryCode, onClose }: { channelKey: string; loggedIn: boolean; countryCode: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const mobile = useMediaQuery(`(max-width:${config.constants.mobileBreakpointPx}px)`);
  const guest = useMemo(() => (loggedIn ? undefined : visitorId()), [loggedIn]);
  // Two hostnames force the Russian chat locale (config supportChat.russianLocaleHostnames).
  const language = chatLanguage(window.location.hostname, i18n.language, config.constants.supportChat.russianLocaleHostnames);
  const tags = useMemo(() => [`language:${language}`, ...(loggedIn && countryCode ? [`country:${countryCode}`] : [])], [language, loggedIn, countryCode]);
  const tagging = useApiMutation();
  const { submit: submitTags } = tagging;
  useEffect(() => {
    void submitTags({ method: 'POST', base: 'web', path: 'support-chat/tags', body: { tags, ...(guest ? { visitorId: guest } : {}) }, quiet: true });
  }, [submitTags, tags, guest]);

  const messages = useApiQuery<{ messages: ChatMessage[] }>(
    { method: 'GET', base: 'web', path: 'support-chat/messages', params: guest ? { visitorId: guest } : {} },
    { pollMs: config.constants.supportChat.pollMs },
  );
  const sending = useApiMutation<ChatMessage>();
  const [text, setText] = useState('');
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const sent = await sending.submit({
      method: 'POST',
      base: 'web',
      path: 'support-chat/messages',
      body: { text, ...(guest ? { visitorId: guest } : {}) },
      quiet: true,
    });
    if (sent.ok) {
      setText('');
      await messages.reload();
    }
  };
  return (
    <Paper
      role="dialog"
      aria-labelledby="support-chat-title"
      data-testid="support-chat-widget"
      data-channel={channelKey}
      data-tags={tags.join(',')}
      elevation={8}
      sx={{
        position: 'fixed',
        zIndex: 'modal',
        display: 'flex',
        flexDirection: 'column',
        ...(mobile ? { inset: 0 } : { bottom: 16, insetInlineEnd: 16, width: 360, height: 480 }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id="support-chat-title" component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
          {t('supportChat.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('supportChat.close')} sx={{ color: 'inherit' }} data-testid="support-chat-close">
          <Close />
        </IconButton>
      </Box>
      <Box
        sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        aria-live="polite"
        data-testid="support-chat-messages"
      >
        {(messages.data?.messages ?? []).length === 0 && <Typography color="text.secondary">{t('supportChat.empty')}</Typography>}
        {(messages.data?.messages ?? []).map((m) => (
          <Box
            key={m.id}
            data-author={m.author}
            sx={{
              alignSelf: m.author === 'visitor' ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              p: 1,
              borderRadius: 1,
              // The brand colour the theme gives its contrast text for: its lighter shade under white text falls below 4.5:1.
              bgcolor: m.author === 'visitor' ? 'primary.main' : 'grey.200',
              color: m.author === 'visitor' ? 'primary.contrastText' : 'text.primary',
            }}
          >
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {m.author === 'visitor' ? t('supportChat.you') : (m.staffName ?? t('supportChat.staff'))}
            </Typography>
            <Typography variant="body2">{m.text}</Typography>
          </Box>
        ))}
      </Box>
      {sending.error && (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 2 }}>
          {t('supportChat.sendFailed')}
        </Typography>
      )}
      <Box component="form" onSubmit={(e) => void send(e)} sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          label={t('supportChat.messageLabel')}
          placeholder={t('supportChat.placeholder')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button type="submit" variant="contained" disabled={sending.busy || !text.trim()}>
          {t('supportChat.send')}
        </Button>
      </Box>
    </Paper>
  );
}
