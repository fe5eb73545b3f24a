/**
 * The device-fingerprint script and its hidden frame (local adapter), injected once per page as
 * soon as a session id exists. Failures are ignored: the portal works without them. A page signed
 * in by the cookie hands the script its anti-forgery token (header and value): its report is a POST.
 */
export function injectDeviceFingerprint(base: string, sessionId: string, csrf?: { header: string; token: string | undefined }): void {
  if (!base || !sessionId || document.querySelector('script[data-fingerprint]')) return;
  const script = document.createElement('script');
  script.src = `${base}fingerprint.js`;
  script.async = true;
  script.dataset.fingerprint = 'true';
  script.dataset.sessionId = sessionId;
  if (csrf?.token) Object.assign(script.dataset, { csrfHeader: csrf.header, csrfToken: csrf.token });
  document.body.append(script);
  const frame = document.createElement('iframe');
  frame.src = `${base}frame.html`;
  frame.title = 'device';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);
}
