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

  window.campaignPlatformDocs = {
    request: function (req) {
      // Authorize's token request: Swagger UI marks it, try-it requests are not marked
      if (req && String(req.method).toUpperCase() === 'POST' && pathOf(req.url) === TOKEN_PATH && header(req, 'x-requested-with') === 'XMLHttpRequest') {
        req.responseInterceptor = flattenToken;
      }
      return req;
    },
  };
})();
