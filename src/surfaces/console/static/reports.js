// Reports page: one small chart per measure (spend, installs, cost per install), each with its own
// y axis, so a $2.70 cost per install is never drawn on a $0-250 spend axis. uPlot is served from
// the package; the charts share the x axis and their cursors move together. The table under the
// charts has the same figures.
'use strict';
document.addEventListener('DOMContentLoaded', function () {
  var boxes = document.querySelectorAll('#report-chart .chart[data-series]');
  var src = document.getElementById('report-data');
  if (!boxes.length || !src || typeof uPlot === 'undefined') return;
  var d = JSON.parse(src.textContent);
  if (!d.days.length) return;
  var xs = d.days.map(function (day) { return Date.parse(day + 'T00:00:00Z') / 1000; });
  var usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  var usdAxis = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 });
  var count = new Intl.NumberFormat('en-US');
  var money = function (u, v) { return v == null ? '–' : usd.format(v); };
  var MEASURES = {
    spend: { label: 'Spend', stroke: '#1f5fbf', fill: 'rgba(31,95,191,0.10)', value: money, axis: function (v) { return usdAxis.format(v); } },
    installs: { label: 'Installs', stroke: '#1e6b34', fill: 'rgba(30,107,52,0.10)', value: function (u, v) { return v == null ? '–' : count.format(v); }, axis: function (v) { return count.format(v); } },
    cpi: { label: 'Cost per install', stroke: '#a4161a', value: money, axis: function (v) { return usdAxis.format(v); } },
  };
  var sync = uPlot.sync('report');
  var charts = [];
  function size(box) {
    return { width: Math.max(240, box.clientWidth), height: box.clientWidth < 420 ? 170 : 200 };
  }
  Array.prototype.forEach.call(boxes, function (box) {
    var key = box.getAttribute('data-series');
    var m = MEASURES[key];
    if (!m) return;
    var values = d[key];
    var opts = Object.assign(size(box), {
      tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1e3), 'Etc/UTC'); },
      cursor: { sync: { key: sync.key } },
      // every measure starts at zero: a flat line near the top is not mistaken for a big change
      scales: { x: { time: true }, y: { range: function (u, min, max) { return [0, max > 0 ? max * 1.1 : 1]; } } },
      legend: { show: true },
      series: [{}, { label: m.label, stroke: m.stroke, fill: m.fill, width: 2, value: m.value, spanGaps: false, points: { show: xs.length <= 31 } }],
      axes: [
        { stroke: '#1a1d21', grid: { stroke: '#e6e9ed' } },
        { stroke: '#1a1d21', grid: { stroke: '#e6e9ed' }, size: 64, values: function (u, vals) { return vals.map(m.axis); } },
      ],
    });
    charts.push({ box: box, chart: new uPlot(opts, [xs, values], box) });
  });
  var pending = 0;
  window.addEventListener('resize', function () {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(function () { charts.forEach(function (c) { c.chart.setSize(size(c.box)); }); });
  });
});
