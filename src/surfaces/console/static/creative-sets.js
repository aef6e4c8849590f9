// Creative sets: a file added to a set goes up with a progress bar; the page then reloads to
// show the asset (processing) in its set.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('form.set-upload').forEach(function (form) {
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var file = form.querySelector('input[type="file"]').files[0];
      var result = form.querySelector('.result');
      var box = form.querySelector('.progress');
      var bar = box.querySelector('progress');
      result.className = 'result';
      if (!file) { result.className = 'result field-error'; result.textContent = 'file: choose a file first'; return; }
      var body = new FormData();
      var type = form.querySelector('select[name="type"]').value;
      if (type) body.append('type', type);
      if (form.querySelector('input[name="update"]').checked) body.append('update', 'true');
      body.append('file', file, file.name);
      box.hidden = false;
      bar.value = 0;
      window.consoleUpload(form.getAttribute('action'), body, null, function (l, t) { bar.value = Math.round((l / t) * 100); }).then(function (r) {
        if (r.status === 200) {
          bar.value = 100;
          result.className = 'result notice';
          result.textContent = 'Uploaded; processing…';
          window.location.hash = 'set-' + form.getAttribute('data-set');
          window.location.reload();
        } else {
          result.className = 'result form-error';
          result.textContent = (r.json && r.json.message) || ('The upload failed (HTTP ' + r.status + ').');
        }
      }, function () {
        result.className = 'result form-error';
        result.textContent = 'The upload failed: the connection was lost.';
      });
    });
  });
});
