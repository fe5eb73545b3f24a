// The device-fingerprint script (local adapter): reports a hash of stable browser traits for the
// session, once a session id exists. No third party; same origin.
(function () {
  'use strict';
  var sessionId = document.currentScript && document.currentScript.getAttribute('data-session-id');
  if (!sessionId) return;
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
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: sessionId, fingerprint: hex }),
    });
  });
})();
