import type { FactsUser } from '../../../engine/predicates';

/** The query parameter that opens the portal as the studio's preview (its value: the preview token). */
export const studioPreviewParam = 'studioPreview';

/** The message the studio sends its preview frame when the draft has a newer checked revision. */
export const previewMessage = 'studio-draft-revision';

/** Who the studio's preview renders the portal for. */
export interface PreviewContext {
  brand: string;
  regulator: string;
  view: 'cp' | 'ib';
  role: 'client' | 'ib' | 'subUser';
  permissionIds: number[];
  countryId?: number;
  language: string;
  inApp: boolean;
  viewport: 375 | 1280;
}

/**
 * Who the preview frame shows, as the one facts builder (engine/predicates buildFacts) takes it: the
 * demo user of the context's role seen in the context (its own country when the context names none,
 * its user type, sub-user permissions), and the user's own switches (an IB's settings that switch an
 * area off), which the portal in the frame reads from its profile.
 */
export interface PreviewUser {
  user: FactsUser;
  switches: Record<string, boolean>;
}

/**
 * The preview token this page was opened with: the portal inside the studio's preview frame sends
 * it with every call (in place of a session) and keeps nothing of it in storage. Read once: the
 * frame's address keeps it across reloads, the page's memory across its own navigation.
 */
export const studioPreviewToken: string | undefined =
  typeof window === 'undefined' ? undefined : (new URLSearchParams(window.location.search).get(studioPreviewParam) ?? undefined);

/** A message of the studio (this origin) announcing a newer revision of the draft. */
export const isPreviewMessage = (event: MessageEvent<{ type?: string } | null>) =>
  event.origin === window.location.origin && event.data?.type === previewMessage;
