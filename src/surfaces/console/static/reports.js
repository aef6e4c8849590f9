// Reports page: one small chart per measure (the page's series: APP spend, installs, cost per
// install; WEB spend, checkouts, revenue, ROAS, new customers), each with its own y axis, so a
// $2.70 cost per install is never drawn on a $0-250 spend axis. uPlot is served from
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
  var pct = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // how a value and an axis tick are written, by the measure's format (the page's series list)
  var FORMATS = {
    money: { value: money, axis: function (v) { return usdAxis.format(v); } },
    count: { value: function (u, v) { return v == null ? '–' : count.format(v); }, axis: function (v) { return count.format(v); } },
    percent: { value: function (u, v) { return v == null ? '–' : pct.format(v) + '\u00a0%'; }, axis: function (v) { return count.format(v) + '\u00a0%'; } },
  };
  // one colour per chart in page order (spend blue, then green, red, ...); quotients are not filled
  var COLOURS = [['#1f5fbf', 'rgba(31,95,191,0.10)'], ['#1e6b34', 'rgba(30,107,52,0.10)'], ['#a4161a', 'rgba(164,22,26,0.10)'], ['#6a3d9a', 'rgba(106,61,154,0.10)'], ['#b15928', 'rgba(177,89,40,0.10)']];
  var MEASURES = {};
  (d.series || []).forEach(function (s, i) {
    var f = FORMATS[s.format] || FORMATS.count;
    var c = COLOURS[i % COLOURS.length];
    MEASURES[s.key] = { label: s.label, stroke: c[0], fill: s.fill ? c[1] : undefined, value: f.value, axis: f.axis };
  });
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
