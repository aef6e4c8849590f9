// Asset library uploads: every chosen file goes up in its own request (a progress bar each, and
// one for the whole batch), then its processing (PENDING -> SUCCESS / FAILURE) and review status
// are polled from /console/api/uploads/<id> until they settle.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('asset-upload');
  if (!form) return;
  var list = document.getElementById('upload-list');
  var batch = document.getElementById('batch');
  var batchBar = document.getElementById('batch-progress');
  var batchStatus = document.getElementById('batch-status');

  // the badge says it in words; the API's value (file_status, review status) is its title
  var WORDS = { UPLOADING: 'Uploading', SUCCESS: 'Processed', FAILURE: 'Failed', PENDING: 'Processing', ACTIVE: 'Approved', REJECTED: 'Rejected', IN_REVIEW: 'In review' };
  function badge(el, value) {
    el.textContent = WORDS[value] || value;
    el.title = value;
    el.setAttribute('data-value', value);
    el.className = el.getAttribute('data-role') + ' badge ' + (value === 'SUCCESS' || value === 'ACTIVE' ? 'ok' : value === 'FAILURE' || value === 'REJECTED' ? 'bad' : 'wait');
  }

  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var input = document.getElementById('files');
    var files = Array.prototype.slice.call(input.files);
    if (!files.length) { batchStatus.textContent = 'Choose one or more files first.'; batch.hidden = false; return; }
    batch.hidden = false;
    var total = files.reduce(function (n, f) { return n + f.size; }, 0) || 1;
    var loaded = files.map(function () { return 0; });
    var done = 0;
    batchBar.value = 0;
    batchStatus.textContent = 'Uploading ' + files.length + ' file' + (files.length === 1 ? '' : 's') + '…';
    files.forEach(function (file, i) {
      var li = document.createElement('li');
      li.setAttribute('data-file', file.name);
      var name = document.createElement('span'); name.className = 'name'; name.textContent = file.name;
      var states = document.createElement('span');
      var proc = document.createElement('span'); proc.setAttribute('data-role', 'processing'); proc.className = 'processing';
      var rev = document.createElement('span'); rev.setAttribute('data-role', 'review'); rev.className = 'review';
      badge(proc, 'UPLOADING'); rev.textContent = '';
      states.appendChild(proc); states.appendChild(document.createTextNode(' ')); states.appendChild(rev);
      var bar = document.createElement('progress'); bar.max = 100; bar.value = 0;
      bar.setAttribute('aria-label', 'Upload of ' + file.name);
      var msg = document.createElement('span'); msg.className = 'small muted message'; msg.setAttribute('role', 'status');
      li.appendChild(name); li.appendChild(states); li.appendChild(bar); li.appendChild(msg);
      list.insertBefore(li, list.firstChild);
      var body = new FormData();
      body.append('files', file, file.name);
      window.consoleUpload('/console/api/assets/upload', body, null, function (l, t) {
        bar.value = Math.round((l / t) * 100);
        loaded[i] = file.size * (l / t);
        batchBar.value = Math.round((loaded.reduce(function (a, b) { return a + b; }, 0) / total) * 100);
      }).then(function (r) {
        loaded[i] = file.size;
        bar.value = 100;
        batchBar.value = Math.round((loaded.reduce(function (a, b) { return a + b; }, 0) / total) * 100);
        if (r.status !== 200 || !r.json || !r.json.upload_id) {
          badge(proc, 'FAILURE');
          msg.textContent = (r.json && r.json.message) || ('Upload refused (HTTP ' + r.status + ')');
          finish();
          return;
        }
        badge(proc, 'PENDING');
        badge(rev, 'IN_REVIEW');
        poll(r.json.upload_id, proc, rev, msg, li);
      }, function () {
        badge(proc, 'FAILURE');
        msg.textContent = 'The connection was lost during the upload.';
        finish();
      });
    });

    function finish() {
      done++;
      batchStatus.textContent = done + ' of ' + files.length + ' file' + (files.length === 1 ? '' : 's') + ' finished.';
      if (done === files.length) {
        batchStatus.textContent = 'All ' + files.length + ' file' + (files.length === 1 ? '' : 's') + ' finished.';
        refreshLibrary();
      }
    }

    // The library table below, as the server renders it now (the new files in it).
    function refreshLibrary() {
      fetch(window.location.href, { credentials: 'same-origin' }).then(function (res) { return res.text(); }).then(function (text) {
        var fresh = new DOMParser().parseFromString(text, 'text/html').getElementById('library');
        var current = document.getElementById('library');
        if (fresh && current) current.replaceWith(fresh);
      }, function () { /* the table stays as it was; a reload shows it */ });
    }

    function poll(id, proc, rev, msg, li) {
      var delay = 300;
      function tick() {
        fetch('/console/api/uploads/' + encodeURIComponent(id), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
          .then(function (res) { return res.json(); })
          .then(function (j) {
            var f = j.files && j.files[0];
            if (!f) { setTimeout(tick, delay); return; }
            badge(proc, f.status);
            badge(rev, f.review);
            if (f.error) msg.textContent = f.error;
            else if (f.type) msg.textContent = (f.type_words || f.type) + (f.asset_id ? ' · asset ' + f.asset_id : '');
            if (f.status === 'PENDING' || f.review === 'IN_REVIEW') {
              delay = Math.min(2000, delay * 1.5);
              setTimeout(tick, delay);
            } else {
              li.setAttribute('data-done', f.status);
              finish();
            }
          }, function () { setTimeout(tick, 2000); });
      }
      tick();
    }
  });
});
