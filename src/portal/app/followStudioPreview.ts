import { isPreviewMessage, studioPreviewToken } from './studioPreview';

/**
 * Inside the studio's preview frame: a message of the studio (same origin) announcing a newer
 * revision of the draft fetches the config again, which the server composes from that draft. One
 * fetch at a time, the last announcement always followed, so an older answer never lands last.
 * Outside the preview: nothing.
 */
export function followStudioPreview(): { follow(reload: () => Promise<unknown>): void } | undefined {
  if (!studioPreviewToken) return undefined;
  let reload: (() => Promise<unknown>) | undefined;
  let running = false;
  let again = false;
  const run = async () => {
    if (!reload) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      await reload().catch(() => undefined); // a draft that cannot be composed keeps the last one shown
    } while (again);
    running = false;
  };
  window.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (!isPreviewMessage(event)) return;
    if (reload) void run();
    else again = true;
  });
  return {
    follow(next) {
      reload = next;
      if (again) void run();
    },
  };
}
