/**
 * The unsafe-markup guard of specification section 5: request bodies whose text holds markup are
 * refused. The browser checks before sending; the server checks again, with the same function, on
 * JSON bodies and on the text fields of multipart bodies.
 *
 * Text is looked at as a browser or a careless decoder might read it: entities, percent and
 * JavaScript escapes decoded (twice, for double encoding), full-width forms folded (NFKC), control
 * and zero-width characters dropped. What counts is markup, not punctuation: "<" before a letter,
 * a script URL, an event-handler attribute (a DOM event name, or any on...= right after a quote or
 * slash), a template expression. A plain "=" ("Trade online = trade smart") is text.
 */
const tag = /<\s*[a-zA-Z!/?%]/;
const scriptUrl = /(?:java|vb|live)script:|data:\s*(?:text\/html|image\/svg\+xml|application\/(?:x-)?javascript)/i;
const templateExpression = /\{\{[\s\S]*\}\}/;
const attributeAfterQuote = /["'`/]\s*on[a-z]{3,}\s*=/i;

/** Events of the DOM (HTML, SVG, pointer, touch, animation, media, ...): on<event>= is a handler attribute anywhere. */
const domEvents = [
  'abort',
  'activate',
  'afterprint',
  'afterscriptexecute',
  'animationcancel',
  'animationend',
  'animationiteration',
  'animationstart',
  'auxclick',
  'beforecopy',
  'beforecut',
  'beforeinput',
  'beforematch',
  'beforepaste',
  'beforeprint',
  'beforescriptexecute',
  'beforetoggle',
  'beforeunload',
  'begin',
  'blur',
  'bounce',
  'cancel',
  'canplay',
  'canplaythrough',
  'change',
  'click',
  'close',
  'command',
  'contentvisibilityautostatechange',
  'contextlost',
  'contextmenu',
  'contextrestored',
  'copy',
  'cuechange',
  'cut',
  'dblclick',
  'drag',
  'dragend',
  'dragenter',
  'dragexit',
  'dragleave',
  'dragover',
  'dragstart',
  'drop',
  'durationchange',
  'emptied',
  'end',
  'ended',
  'error',
  'finish',
  'focus',
  'focusin',
  'focusout',
  'formdata',
  'fullscreenchange',
  'fullscreenerror',
  'gotpointercapture',
  'hashchange',
  'input',
  'invalid',
  'keydown',
  'keypress',
  'keyup',
  'languagechange',
  'load',
  'loadeddata',
  'loadedmetadata',
  'loadend',
  'loadstart',
  'lostpointercapture',
  'message',
  'messageerror',
  'mousedown',
  'mouseenter',
  'mouseleave',
  'mousemove',
  'mouseout',
  'mouseover',
  'mouseup',
  'mousewheel',
  'offline',
  'online',
  'pagehide',
  'pagereveal',
  'pageshow',
  'pageswap',
  'paste',
  'pause',
  'play',
  'playing',
  'pointercancel',
  'pointerdown',
  'pointerenter',
  'pointerleave',
  'pointermove',
  'pointerout',
  'pointerover',
  'pointerrawupdate',
  'pointerup',
  'popstate',
  'progress',
  'ratechange',
  'readystatechange',
  'rejectionhandled',
  'repeat',
  'reset',
  'resize',
  'scroll',
  'scrollend',
  'search',
  'securitypolicyviolation',
  'seeked',
  'seeking',
  'select',
  'selectionchange',
  'selectstart',
  'show',
  'slotchange',
  'stalled',
  'start',
  'storage',
  'submit',
  'suspend',
  'timeupdate',
  'toggle',
  'touchcancel',
  'touchend',
  'touchmove',
  'touchstart',
  'transitioncancel',
  'transitionend',
  'transitionrun',
  'transitionstart',
  'unhandledrejection',
  'unload',
  'volumechange',
  'waiting',
  'webkitanimationend',
  'webkitanimationiteration',
  'webkitanimationstart',
  'webkittransitionend',
  'wheel',
  'zoom',
];
const eventHandler = new RegExp(`(?:^|[^a-z0-9_])on(?:${domEvents.join('|')})\\s*=`, 'i');

const namedEntities: Record<string, string> = {
  lt: '<',
  gt: '>',
  colon: ':',
  tab: '\t',
  newline: '\n',
  quot: '"',
  apos: "'",
  amp: '&',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  equals: '=',
  lbrace: '{',
  rbrace: '}',
  grave: '`',
};
const codePoint = (n: number) => (Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/** One round of the decodings a browser, a URL parser or a JavaScript string would apply. */
function decodeOnce(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => codePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);?/gi, (m, name: string) => namedEntities[name.toLowerCase()] ?? m)
    .replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (_m, braced?: string, u?: string, x?: string) =>
      codePoint(parseInt(braced ?? u ?? x ?? '', 16)),
    );
}

/** The text as markup-reading software may see it. */
function revealed(text: string): string {
  let out = text;
  for (let round = 0; round < 2; round++) out = decodeOnce(out);
  // eslint-disable-next-line no-control-regex -- browsers drop these inside URL schemes ("java\tscript:")
  return out.normalize('NFKC').replace(/[\u0000-\u001f\u007f\u200b-\u200d\u2060\ufeff]/g, '');
}

/** Whether one text holds markup. */
export function hasUnsafeMarkup(text: string): boolean {
  return [text, revealed(text)].some(
    (t) => tag.test(t) || scriptUrl.test(t) || eventHandler.test(t) || attributeAfterQuote.test(t) || templateExpression.test(t),
  );
}

export interface UnsafeField {
  /** JSON pointer of the offending field. */
  path: string;
}

/** The first text field holding markup, or undefined. Fields named in exempt are skipped at any depth. */
export function findUnsafeMarkup(body: unknown, exempt: readonly string[] = [], path = ''): UnsafeField | undefined {
  if (typeof body === 'string') return hasUnsafeMarkup(body) ? { path: path || '/' } : undefined;
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) {
      const found = findUnsafeMarkup(body[i], exempt, `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (exempt.includes(key)) continue;
      const found = findUnsafeMarkup(value, exempt, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
