// Campaign console: small progressive enhancements shared by every page (no framework, no CDN).
'use strict';
(function () {
  // Focus the error summary after a refused form so keyboard and screen-reader users land on it.
  document.addEventListener('DOMContentLoaded', function () {
    var summary = document.getElementById('error-summary');
    if (summary) summary.focus();
    // Confirmations: a button with data-confirm asks first (rotating a key, deleting an app).
    document.querySelectorAll('[data-confirm]').forEach(function (el) {
      var form = el.closest('form');
      if (!form) return;
      form.addEventListener('submit', function (ev) {
        if (!window.confirm(el.getAttribute('data-confirm'))) ev.preventDefault();
      });
    });
  });
})();

/** The CSRF token of the page (every signed-in page carries it in its sign-out form). */
window.consoleCsrf = function () {
  var el = document.querySelector('input[name="csrf_token"]');
  return el ? el.value : '';
};

/**
 * Sends `body` with XMLHttpRequest so upload progress can be shown; resolves with
 * { status, json } once the answer is in.
 */
window.consoleUpload = function (url, body, contentType, onProgress) {
  return new Promise(function (resolve, reject) {
    var xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-CSRF-Token', window.consoleCsrf());
    xhr.setRequestHeader('Accept', 'application/json');
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = function (e) { if (e.lengthComputable && onProgress) onProgress(e.loaded, e.total); };
    xhr.onload = function () {
      var json = null;
      try { json = JSON.parse(xhr.responseText); } catch (e) { json = null; }
      resolve({ status: xhr.status, json: json });
    };
    xhr.onerror = function () { reject(new Error('network error')); };
    xhr.send(body);
  });
};
