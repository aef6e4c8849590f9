// Suppression page: sends the chosen file as the request body with a progress bar, then shows
// the counts of valid and invalid ids.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  // the apps' lists at the top, as the server renders them now (with the new counts)
  function refreshLists() {
    fetch('/console/suppression', { credentials: 'same-origin' }).then(function (res) { return res.text(); }).then(function (text) {
      var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById('lists');
      var current = document.getElementById('lists');
      if (fresh && current) current.replaceWith(fresh);
    }, function () { /* a reload shows them */ });
  }
  document.querySelectorAll('form.suppression-upload').forEach(function (form) {
    form.addEventListener('submit', function (ev) {
      ev.preventDefault();
      var op = form.getAttribute('data-op');
      var pkg = form.querySelector('input[name="package_name"]').value.trim();
      var file = form.querySelector('input[type="file"]').files[0];
      var result = form.querySelector('.result');
      var box = form.querySelector('.progress');
      var bar = box.querySelector('progress');
      var button = form.querySelector('button[type="submit"]');
      result.className = 'result';
      if (!pkg) { result.textContent = 'package_name: is required'; result.className = 'result field-error'; return; }
      if (!file) { result.textContent = 'file: choose a file of ids first'; result.className = 'result field-error'; return; }
      box.hidden = false;
      bar.value = 0;
      button.disabled = true;
      result.textContent = 'Sending ' + file.name + '…';
      window.consoleUpload('/console/api/suppression/' + op + '?package_name=' + encodeURIComponent(pkg), file, 'application/octet-stream', function (loaded, total) {
        bar.value = Math.round((loaded / total) * 100);
      }).then(function (r) {
        button.disabled = false;
        if (r.status === 200 && r.json) {
          bar.value = 100;
          result.className = 'result notice';
          result.textContent = (op === 'add' ? 'Added. ' : 'Removed. ') + r.json.num_valid_ids + ' valid ids, ' + r.json.num_invalid_ids + ' invalid ids. The list of ' + pkg + ' now has ' + r.json.listed + ' ids.';
          refreshLists();
        } else {
          result.className = 'result form-error';
          result.textContent = (r.json && r.json.message) || ('The upload failed (HTTP ' + r.status + ').');
        }
      }, function () {
        button.disabled = false;
        result.className = 'result form-error';
        result.textContent = 'The upload failed: the connection was lost. Nothing was changed.';
      });
    });
  });
});
