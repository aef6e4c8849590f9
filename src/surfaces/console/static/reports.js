// Reports page: draws the daily spend, installs and cost per install (from the JSON the page
// carries) with uPlot, served from the package. The table under the chart has the same figures.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('report-chart');
  var src = document.getElementById('report-data');
  if (!box || !src || typeof uPlot === 'undefined') return;
  var d = JSON.parse(src.textContent);
  if (!d.days.length) return;
  var xs = d.days.map(function (day) { return Date.parse(day + 'T00:00:00Z') / 1000; });
  var money = function (u, v) { return v == null ? '' : '$' + v.toFixed(2); };
  function size() {
    return { width: Math.max(280, box.clientWidth), height: box.clientWidth < 500 ? 220 : 300 };
  }
  var opts = Object.assign(size(), {
    tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC'); },
    scales: { x: { time: true }, $: { auto: true }, n: { auto: true } },
    series: [
      {},
      { label: 'Spend', scale: '$', stroke: '#1f5fbf', width: 2, value: money },
      { label: 'Installs', scale: 'n', stroke: '#2e7d32', width: 2, value: function (u, v) { return v == null ? '' : String(v); } },
      { label: 'Cost per install', scale: '$', stroke: '#a4161a', width: 2, dash: [6, 4], value: money },
    ],
    axes: [
      { stroke: '#1a1d21' },
      { scale: '$', stroke: '#1a1d21', values: function (u, vals) { return vals.map(function (v) { return '$' + v; }); } },
      { scale: 'n', side: 1, stroke: '#1a1d21', grid: { show: false } },
    ],
  });
  var chart = new uPlot(opts, [xs, d.spend, d.installs, d.cpi], box);
  var pending = 0;
  window.addEventListener('resize', function () {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(function () { chart.setSize(size()); });
  });
});
