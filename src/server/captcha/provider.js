// The local captcha provider's script: the reference server's stand-in for a third-party captcha.
// It renders an accessible challenge into a container and reports success (with a one-time token),
// failure or close. Loaded with a cache buster; same origin, so the strict CSP allows it.
(function () {
  'use strict';
  var base = '/web-api/captcha/';
  function post(path, body) {
    return fetch(base + path, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      function (r) {
        return r.json();
      },
    );
  }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }
  function render(container, options) {
    container.textContent = '';
    return post('challenge', { lang: options.lang || 'en_US' }).then(function (res) {
      if (res.code !== 0) throw new Error('captcha challenge failed');
      var c = res.data;
      var form = el('form', { 'data-captcha': 'local' });
      var label = el('label', { for: 'captcha-answer' }, c.question);
      var input = el('input', { id: 'captcha-answer', name: 'answer', inputmode: 'numeric', autocomplete: 'off', 'aria-label': c.labels.answer });
      var verify = el('button', { type: 'submit' }, c.labels.verify);
      var close = el('button', { type: 'button' }, c.labels.close);
      form.style.cssText = 'display:grid;gap:8px';
      input.style.cssText = 'font-size:16px;padding:8px';
      form.append(label, input, verify, close);
      container.append(form);
      input.focus();
      close.addEventListener('click', function () {
        options.onClose();
      });
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        post('verify', { id: c.id, answer: input.value }).then(function (v) {
          if (v.code === 0) options.onSuccess(v.data.token);
          else {
            options.onFail(v.msg);
            render(container, options);
          }
        });
      });
    });
  }
  window.PortalCaptcha = { render: render };
})();
