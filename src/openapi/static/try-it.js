// Served with the API reference (/docs, Swagger UI) as a file of this server, so the page's strict
// CSP (script-src 'self') keeps holding. Swagger UI's config calls these two functions through its
// requestInterceptor (src/openapi/routes.ts).
//
// Why: the token endpoint answers as the real service does, with the token nested
// ({"accessToken": {"access_token": ...}}). Swagger UI's Authorize reads `access_token` at the top
// level, so it stored `undefined` and every try-it went out as `Authorization: Bearer undefined`.
// The API's answer stays as it is; only the answer to the viewer's own token request (the one
// Authorize sends, marked X-Requested-With) is flattened before Swagger UI reads it. A try-it of
// POST /oauth/v1/access_token itself shows the real, nested answer.
(function () {
  'use strict';
  var TOKEN_PATH = '/oauth/v1/access_token';

  function pathOf(url) {
    try {
      return new URL(url, window.location.href).pathname;
    } catch (e) {
      return '';
    }
  }

  function header(req, name) {
    var h = req.headers || {};
    for (var k in h) if (k.toLowerCase() === name) return h[k];
    return undefined;
  }

  /** The answer of Authorize's token request, with the nested token's fields at the top level. */
  function flattenToken(res) {
    if (!res || !res.ok) return res;
    var body;
    try {
      body = typeof res.data === 'string' ? JSON.parse(res.data) : res.body;
    } catch (e) {
      return res;
    }
    if (!body || typeof body !== 'object' || !body.accessToken || typeof body.accessToken !== 'object' || body.access_token) return res;
    var flat = {};
    for (var k in body.accessToken) flat[k] = body.accessToken[k];
    var text = JSON.stringify(flat);
    res.data = text;
    res.text = text;
    res.body = flat;
    res.obj = flat;
    return res;
  }

  // Credentials typed into Authorize are kept in the browser (localStorage) only when the user ticks
  // "Remember": a shared or public computer must not keep keys the next user of /docs can read.
  // Swagger UI's own persistAuthorization is off; this plugin saves after each authorize or
  // logout while the box is ticked, restores on load, and forgets everything when it is unticked.
  // What earlier versions kept without asking (Swagger UI's "authorized" entry) is removed.
  var REMEMBER = 'campaign-platform-docs:remember';
  var SAVED = 'campaign-platform-docs:authorized';

  function storage() {
    try {
      return window.localStorage;
    } catch (e) {
      return null;
    }
  }

  function remembering() {
    var s = storage();
    return !!s && s.getItem(REMEMBER) === '1';
  }

  function save(system) {
    var s = storage();
    if (!s) return;
    if (remembering()) s.setItem(SAVED, JSON.stringify(system.authSelectors.authorized().toJS()));
    else s.removeItem(SAVED);
  }

  function thenSave(oriAction, system) {
    return function () {
      var r = oriAction.apply(null, arguments);
      save(system);
      return r;
    };
  }

  function restoreAfter(oriAction, system) {
    return function () {
      var r = oriAction.apply(null, arguments);
      var s = storage();
      var saved = s && remembering() && s.getItem(SAVED);
      if (saved) {
        try {
          system.authActions.restoreAuthorization({ authorized: JSON.parse(saved) });
        } catch (e) {
          s.removeItem(SAVED);
        }
      }
      return r;
    };
  }

  function rememberBox(system) {
    if (document.getElementById('cp-remember')) return;
    var bar = document.createElement('div');
    bar.style.maxWidth = '1460px';
    bar.style.margin = '8px auto 0';
    bar.style.padding = '0 20px';
    bar.style.fontFamily = 'sans-serif';
    bar.style.fontSize = '14px';
    var label = document.createElement('label');
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'cp-remember';
    box.checked = remembering();
    box.addEventListener('change', function () {
      var s = storage();
      if (!s) return;
      if (box.checked) s.setItem(REMEMBER, '1');
      else s.removeItem(REMEMBER);
      save(system);
    });
    label.appendChild(box);
    label.appendChild(document.createTextNode(' Remember the credentials I authorize with in this browser (kept in its local storage until unticked; leave it off on a shared computer)'));
    bar.appendChild(label);
    var root = document.getElementById('swagger-ui');
    root.parentNode.insertBefore(bar, root);
  }

  window.campaignPlatformDocs = {
    plugin: function (system) {
      return {
        afterLoad: function () {
          var s = storage();
          if (s) s.removeItem('authorized');
          rememberBox(system);
        },
        statePlugins: {
          auth: { wrapActions: { authorize: thenSave, authorizeOauth2: thenSave, logout: thenSave } },
          // each document loaded (the first, or another surface chosen) gets the remembered credentials
          spec: { wrapActions: { updateJsonSpec: restoreAfter } },
        },
      };
    },
    request: function (req) {
      // The authorization server answers bad client credentials 401 with a Basic challenge (RFC
      // 6749 5.2); a fetch that may send credentials has the browser open its own sign-in prompt
      // over the page instead of showing the answer. These calls carry their credentials in the
      // form or the Authorization header try-it sets, never in cookies.
      if (req && /^\/oauth\/v1\/(access_token|introspect|revoke)$/.test(pathOf(req.url))) req.credentials = 'omit';
      // Authorize's token request: Swagger UI marks it, try-it requests are not marked
      if (req && String(req.method).toUpperCase() === 'POST' && pathOf(req.url) === TOKEN_PATH && header(req, 'x-requested-with') === 'XMLHttpRequest') {
        req.responseInterceptor = flattenToken;
      }
      return req;
    },
  };
})();
