// The device-fingerprint script (local adapter): reports a hash of stable browser traits for the
// session, once a session id exists. No third party; same origin.
(function () {
  'use strict';
  var script = document.currentScript;
  var sessionId = script && script.getAttribute('data-session-id');
  if (!sessionId) return;
  var headers = { 'content-type': 'application/json' };
  // A session signed in by the cookie: the portal hands over its anti-forgery header, as its own POSTs send it.
  var csrfHeader = script.getAttribute('data-csrf-header');
  if (csrfHeader) headers[csrfHeader] = script.getAttribute('data-csrf-token');
  var traits = [
    navigator.userAgent,
    navigator.language,
    screen.width + 'x' + screen.height,
    screen.colorDepth,
    new Date().getTimezoneOffset(),
    navigator.hardwareConcurrency || 0,
  ].join('|');
  crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits)).then(function (digest) {
    var hex = Array.from(new Uint8Array(digest))
      .map(function (b) {
        return b.toString(16).padStart(2, '0');
      })
      .join('');
    fetch('/web-api/device/fingerprint', {
      method: 'POST',
      credentials: 'same-origin',
      headers: headers,
      body: JSON.stringify({ sessionId: sessionId, fingerprint: hex }),
    });
  });
})();
