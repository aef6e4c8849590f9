// Reports > Cohorts: draws ROAS by days since install (from the JSON the page carries) with uPlot,
// one line per campaign and the total. The table under the chart has the same figures.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var box = document.getElementById('cohort-chart');
  var src = document.getElementById('cohort-data');
  if (!box || !src || typeof uPlot === 'undefined') return;
  var d = JSON.parse(src.textContent);
  if (!d.series.length) return;
  var colours = ['#1a1d21', '#1f5fbf', '#2e7d32', '#a4161a', '#7b3fa0', '#b35c00', '#00796b', '#5d4037', '#c2185b', '#455a64', '#827717'];
  var pct = function (u, v) { return v == null ? '' : Math.round(v * 100) + ' %'; };
  function size() {
    return { width: Math.max(280, box.clientWidth), height: box.clientWidth < 500 ? 220 : 300 };
  }
  var opts = Object.assign(size(), {
    scales: { x: { time: false }, y: { auto: true } },
    series: [{ label: 'Days since install', value: function (u, v) { return v == null ? '' : 'day ' + v; } }].concat(d.series.map(function (s, i) {
      return { label: s.name, stroke: colours[i % colours.length], width: i === 0 ? 3 : 2, value: pct };
    })),
    axes: [
      { stroke: '#1a1d21', values: function (u, vals) { return vals.map(function (v) { return 'day ' + v; }); } },
      { stroke: '#1a1d21', values: function (u, vals) { return vals.map(function (v) { return Math.round(v * 100) + ' %'; }); } },
    ],
  });
  var chart = new uPlot(opts, [d.horizons].concat(d.series.map(function (s) { return s.roas; })), box);
  var pending = 0;
  window.addEventListener('resize', function () {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(function () { chart.setSize(size()); });
  });
});
