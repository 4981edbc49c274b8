// The learner's page of a class session. Every text from the server goes in with textContent or as an
// attribute value, never as HTML. The learner is known by an HttpOnly cookie the server sets on joining,
// so a reload, a network drop or a phone that slept comes back as the same learner, where the class is.
(function () {
  'use strict';

  var LANGS = ['en', 'fr', 'ru'];
  var words = {};
  var lang = pickLanguage();
  var page = null;
  var shownStep = -1;
  var events = null;
  var busy = false;

  function $(id) { return document.getElementById(id); }

  function pickLanguage() {
    var kept = null;
    try { kept = window.localStorage.getItem('tutor.lang'); } catch (e) { kept = null; }
    if (kept && LANGS.indexOf(kept) >= 0) { return kept; }
    var asked = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en']);
    for (var i = 0; i < asked.length; i++) {
      var l = String(asked[i]).slice(0, 2).toLowerCase();
      if (LANGS.indexOf(l) >= 0) { return l; }
    }
    return 'en';
  }

  function w(key) {
    var args = Array.prototype.slice.call(arguments, 1);
    var s = words[key] || key;
    for (var i = 0; i < args.length; i++) { s = s.split('{' + i + '}').join(String(args[i])); }
    return s;
  }

  function el(tag, text, cls) {
    var e = document.createElement(tag);
    if (text !== undefined && text !== null) { e.textContent = text; }
    if (cls) { e.className = cls; }
    return e;
  }

  function say(text) { $('status').textContent = text; }

  function request(method, path, body) {
    var opts = { method: method, credentials: 'same-origin', headers: {} };
    if (body !== undefined) {
      opts.headers['Content-Type'] = 'application/json';
      opts.body = JSON.stringify(body);
    }
    return fetch(path, opts).then(function (r) {
      return r.json().catch(function () { return {}; }).then(function (data) { return { status: r.status, data: data }; });
    });
  }

  function loadWords() {
    return request('GET', '/api/words?lang=' + encodeURIComponent(lang)).then(function (r) {
      words = r.data || {};
      document.documentElement.lang = lang;
      $('lang-label').textContent = w('language');
      $('lang-select').value = lang;
      $('join-heading').textContent = w('join.heading');
      $('join-help').textContent = w('join.help');
      $('join-code-label').textContent = w('join.code');
      $('join-name-label').textContent = w('join.name');
      $('join-button').textContent = w('join.button');
      $('own-back').textContent = w('back');
      $('own-next').textContent = w('next');
      // Until a lesson is shown, the page names the tutor, in the page's language.
      if (page) { document.title = w('title'); } else { $('lesson').textContent = w('app'); document.title = w('app'); }
    });
  }

  function showJoin() {
    $('join').hidden = false;
    $('lesson-step').hidden = true;
    var code = new URLSearchParams(window.location.search).get('code');
    if (code && !$('join-code').value) { $('join-code').value = code.slice(0, 12); }
    ($('join-code').value ? $('join-name') : $('join-code')).focus();
  }

  function refresh() {
    return request('GET', '/api/state').then(function (r) {
      if (r.status === 401) { stopEvents(); showJoin(); return; }
      if (r.status === 200) { render(r.data); listen(); say(''); }
    }).catch(function () { say(w('error.network')); });
  }

  function listen() {
    if (events || !window.EventSource) { return; }
    events = new EventSource('/api/events');
    events.addEventListener('changed', function (e) {
      var v = -1;
      try { v = JSON.parse(e.data).version; } catch (x) { v = -1; }
      if (!page || v !== page.version) { refresh(); }
    });
    events.onopen = function () { if (page) { refresh(); } };
    events.onerror = function () {
      say(w('error.network'));
      // A stream the browser gave up on (the server answered with an error while restarting) is made again
      // by the next refresh: every 20 s, or when the phone wakes.
      if (events && events.readyState === 2) { events = null; }
    };
  }

  function stopEvents() { if (events) { events.close(); events = null; } }

  function error(code) { return w('error.' + (code || 'network')); }

  function send(path, body) {
    if (busy) { return; }
    busy = true;
    request('POST', path, body).then(function (r) {
      busy = false;
      if (r.data && r.data.page) { render(r.data.page); }
      else if (r.status === 200 && r.data && r.data.step) { render(r.data); }
      if (r.status !== 200) {
        if (r.status === 401) { stopEvents(); showJoin(); }
        say(error(r.data && r.data.error));
      } else if (path === '/api/answer' || path === '/api/move') {
        say(w('answer.sent'));
      }
    }).catch(function () { busy = false; say(w('error.network')); });
  }

  // ---- drawing the step ----

  function render(p) {
    page = p;
    $('join').hidden = true;
    $('lesson-step').hidden = false;
    $('lesson').textContent = p.lesson;
    document.title = w('title');
    $('who').textContent = w('hello', p.name);
    if (p.lang && p.lang !== lang) { lang = p.lang; loadWords(); }
    var s = p.step;
    var heading = w('kind.' + s.kind) + ' \u00b7 ' + w('step', s.index + 1, s.count);
    $('step-heading').textContent = heading;
    var body = $('step-body');
    body.replaceChildren();
    if (p.ended) {
      body.appendChild(el('p', w('ended'), 'feedback'));
      if (p.score) { body.appendChild(el('p', p.score, 'feedback score')); }
    }
    if (p.closes) { body.appendChild(el('p', p.closes)); }
    if (s.blocks) { blocks(body, s.blocks); }
    if (s.prompt) { body.appendChild(el('p', s.prompt, 'prompt')); }
    if (s.points) {
      var ul = el('ul');
      s.points.forEach(function (t) { ul.appendChild(el('li', t)); });
      body.appendChild(ul);
    }
    if (s.chart) { chart(body, s.chart); }
    else if (s.kind === 'chart' || s.kind === 'simulate' || s.kind === 'discuss' || (s.play && s.play.watch)) {
      body.appendChild(el('p', w('look')));
    }
    if (s.kind === 'question' || s.kind === 'exercise') { question(body, s, p); }
    if (s.play) { play(body, s, s.play); }
    if (p.reveal) { reveal(body, p.reveal); }
    else if (p.mine && p.pace === 'live') { body.appendChild(el('p', w('wait'))); }
    $('own-pace').hidden = p.pace !== 'homework';
    $('own-back').disabled = s.index === 0;
    $('own-next').disabled = s.index === s.count - 1;
    if (s.index !== shownStep) {
      shownStep = s.index;
      say(heading);
      $('step-heading').setAttribute('tabindex', '-1');
      $('step-heading').focus();
    }
  }

  // A lesson's chart as a table of horizontal bars: a row per category, every value written beside its bar,
  // so a 360-px phone reads it row by row and a screen reader reads it as the table it is.
  function chart(body, c) {
    var box = el('div', null, 'chart');
    var table = el('table', null, 'bars');
    var caption = el('caption', c.title + (c.y ? ' (' + c.y + ')' : ''));
    table.appendChild(caption);
    // Groups sharing one column: a key of their colours above the rows (the bars are in the groups' colours).
    if (c.legend && c.legend.length) {
      var key = el('ul', null, 'legend');
      c.legend.forEach(function (g) {
        var item = el('li');
        var chip = el('span', null, 'chip');
        chip.setAttribute('aria-hidden', 'true');
        chip.style.background = g.color;
        item.appendChild(chip);
        item.appendChild(document.createTextNode(g.name));
        key.appendChild(item);
      });
      caption.appendChild(key);
    }
    var named = c.series.some(function (n) { return n; });
    if (named) {
      var head = el('tr');
      head.appendChild(el('th', c.x));
      c.series.forEach(function (n) { head.appendChild(el('th', n)); });
      var thead = el('thead');
      thead.appendChild(head);
      table.appendChild(thead);
    }
    var tbody = el('tbody');
    c.rows.forEach(function (r) {
      var tr = el('tr');
      var th = el('th', r.label);
      th.setAttribute('scope', 'row');
      tr.appendChild(th);
      r.cells.forEach(function (cell, i) {
        var td = el('td');
        var bar = el('span', null, 'bar s' + (i % 3));
        bar.setAttribute('aria-hidden', 'true');
        bar.style.width = Math.round(cell.share * 100) + '%';
        if (cell.color) { bar.style.background = cell.color; }
        var wrap = el('span', null, 'track');
        wrap.appendChild(bar);
        td.appendChild(wrap);
        td.appendChild(el('span', cell.text, 'value'));
        tr.appendChild(td);
      });
      tbody.appendChild(tr);
    });
    table.appendChild(tbody);
    box.appendChild(table);
    body.appendChild(box);
  }

  function blocks(into, list) {
    var listEl = null;
    list.forEach(function (b) {
      var e;
      if (b.type === 'ul' || b.type === 'ol') {
        if (!listEl || listEl.tagName.toLowerCase() !== b.type) { listEl = el(b.type); into.appendChild(listEl); }
        e = el('li');
        listEl.appendChild(e);
      } else {
        if (b.type !== 'more') { listEl = null; }
        e = el(b.type === 'h' ? 'h3' : 'p');
        (b.type === 'more' && listEl ? listEl.lastChild : into).appendChild(e);
      }
      b.runs.forEach(function (r) {
        var t = r.b ? el('strong', r.t) : r.i ? el('em', r.t) : document.createTextNode(r.t);
        e.appendChild(t);
      });
    });
  }

  function question(body, s, p) {
    if (p.mine) {
      body.appendChild(el('p', p.mine.right ? w('right') : w('wrong'), 'feedback ' + (p.mine.right ? 'right' : 'wrong')));
      if (p.mine.blocks && p.mine.blocks.length) {
        var said = el('div', null, 'feedback');
        blocks(said, p.mine.blocks);
        body.appendChild(said);
      }
      return;
    }
    answerForm(body, s.choices, s.amount, s.open, function (v) { v.step = s.index; send('/api/answer', v); }, s.prompt, s.order);
  }

  function answerForm(body, choices, amount, open, submit, prompt, order) {
    if (!open) { return; }
    if (!amount) {
      var group = el('div', null, 'choices');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', prompt || w('choose'));
      choices.forEach(function (c, i) {
        var b = el('button', c);
        b.type = 'button';
        // The server sends each learner the choices in an order of their own; it is told the lesson's place.
        b.addEventListener('click', function () { submit({ choice: order ? order[i] : i }); });
        group.appendChild(b);
      });
      body.appendChild(group);
      return;
    }
    var form = el('form', null, 'bid');
    var id = 'amount-' + Math.random().toString(36).slice(2);
    var label = el('label', w('answer.amount'));
    label.setAttribute('for', id);
    var input = el('input');
    input.id = id;
    input.setAttribute('inputmode', 'decimal');
    input.setAttribute('autocomplete', 'off');
    input.maxLength = 20;
    input.required = true;
    var go = el('button', w('answer.send'), 'primary');
    go.type = 'submit';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(go);
    form.addEventListener('submit', function (e) { e.preventDefault(); submit({ amount: input.value }); });
    body.appendChild(form);
  }

  function play(body, s, pl) {
    if (pl.intro) { body.appendChild(el('p', pl.intro)); }
    if (pl.watch || pl.missing) { return; }
    var wrap = el('div', null, 'play');
    var boardBox = el('div', null, 'board');
    boardBox.appendChild(el('h3', w('board')));
    boardBox.appendChild(board(pl.board));
    var side = el('div', null, 'side');
    if (pl.title) { side.appendChild(el('h3', pl.title)); }
    var told = el('ol', null, 'transcript');
    told.setAttribute('aria-label', w('transcript'));
    pl.transcript.forEach(function (t) { told.appendChild(el('li', t.text, t.kind)); });
    side.appendChild(told);
    if (pl.finished) { side.appendChild(el('p', w('finished'), 'feedback right')); }
    if (pl.moves && s.open) {
      side.appendChild(el('h3', w('moves')));
      var moves = el('div', null, 'moves');
      pl.moves.forEach(function (m, i) {
        if (m.bid) {
          var f = el('form', null, 'bid');
          var id = 'bid-' + i;
          var lab = el('label', w('bid.amount'));
          lab.setAttribute('for', id);
          var input = el('input');
          input.id = id;
          input.setAttribute('inputmode', 'numeric');
          input.maxLength = 7;
          var b = el('button', m.label);
          b.type = 'submit';
          f.appendChild(lab); f.appendChild(input); f.appendChild(b);
          f.addEventListener('submit', function (e) {
            e.preventDefault();
            var body = { step: s.index, option: i, told: pl.told };
            var n = parseInt(input.value, 10);
            if (input.value && !isNaN(n)) { body.bid = n; }
            send('/api/move', body);
          });
          moves.appendChild(f);
        } else {
          var btn = el('button', m.label);
          btn.type = 'button';
          btn.addEventListener('click', function () { send('/api/move', { step: s.index, option: i, told: pl.told }); });
          moves.appendChild(btn);
        }
      });
      side.appendChild(moves);
    }
    if (pl.hint && s.open && (pl.moves || pl.question)) {
      var hint = el('button', w('hint'), 'hint');
      hint.type = 'button';
      hint.addEventListener('click', function () { send('/api/hint', { step: s.index }); });
      side.appendChild(hint);
    }
    if (pl.question && s.open) {
      answerForm(side, pl.question.choices, pl.question.amount, true, function (v) { v.step = s.index; send('/api/answer', v); },
        pl.question.prompt);
    }
    wrap.appendChild(side);
    wrap.appendChild(boardBox);
    body.appendChild(wrap);
  }

  var TOKENS = ['#d62728', '#1f77b4', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#7f7f7f', '#bcbd22'];

  function board(b) {
    var NS = 'http://www.w3.org/2000/svg';
    var cell = 40, A = b.across, D = b.down, W = A * cell, H = D * cell;
    var svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + W + ' ' + H);
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', w('board'));
    function at(i) {
      // GO at the bottom right; along the bottom to the left, up the left side, along the top, down the right.
      if (i < A) { return [W - (i + 1) * cell, H - cell]; }
      i -= A - 1;
      if (i < D) { return [0, H - (i + 1) * cell]; }
      i -= D - 1;
      if (i < A) { return [i * cell, 0]; }
      i -= A - 1;
      return [W - cell, i * cell];
    }
    function shape(tag, attrs, parent) {
      var e = document.createElementNS(NS, tag);
      Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
      (parent || svg).appendChild(e);
      return e;
    }
    shape('rect', { x: 0, y: 0, width: W, height: H, fill: '#cde6d0' });
    b.spaces.forEach(function (sp, i) {
      var p = at(i);
      var g = shape('g', {});
      var title = document.createElementNS(NS, 'title');
      title.textContent = sp.name;
      g.appendChild(title);
      shape('rect', { x: p[0], y: p[1], width: cell, height: cell, fill: sp.mortgaged ? '#bbbbbb' : '#ffffff', stroke: '#333' }, g);
      if (sp.color) { shape('rect', { x: p[0] + 1, y: p[1] + 1, width: cell - 2, height: 9, fill: sp.color }, g); }
      if (sp.owner !== undefined && sp.owner >= 0) {
        shape('rect', { x: p[0] + 2, y: p[1] + cell - 7, width: cell - 4, height: 5, fill: TOKENS[sp.owner % TOKENS.length] }, g);
      }
      for (var h = 0; h < (sp.houses || 0); h++) {
        shape('rect', { x: p[0] + 3 + h * 9, y: p[1] + 2, width: 7, height: 6, fill: '#1a7f37', stroke: '#fff' }, g);
      }
      if (sp.hotel) { shape('rect', { x: p[0] + 12, y: p[1] + 2, width: 16, height: 6, fill: '#c0392b', stroke: '#fff' }, g); }
    });
    b.players.forEach(function (pl, seat) {
      if (pl.out) { return; }
      var p = at(pl.at);
      shape('circle', { cx: p[0] + 10 + (seat % 3) * 10, cy: p[1] + 18 + Math.floor(seat / 3) * 10, r: 5,
        fill: TOKENS[seat % TOKENS.length], stroke: '#000' });
    });
    var box = el('div');
    box.appendChild(svg);
    var list = el('ul', null, 'players');
    list.setAttribute('aria-label', w('players'));
    b.players.forEach(function (pl, seat) {
      var li = el('li');
      var dot = el('span', '\u25CF ');
      dot.style.color = TOKENS[seat % TOKENS.length];
      dot.setAttribute('aria-hidden', 'true');
      li.appendChild(dot);
      li.appendChild(document.createTextNode(pl.name + ': ' + pl.cash + ', ' + pl.square + (pl.jail ? ' (' + w('jail') + ')' : '')));
      list.appendChild(li);
    });
    box.appendChild(list);
    return box;
  }

  function reveal(body, parts) {
    var r = el('section', null, 'reveal');
    r.setAttribute('aria-label', w('reveal'));
    r.appendChild(el('h3', w('reveal')));
    var ol = el('ol');
    parts.forEach(function (part) {
      var li = el('li');
      if (part.title) { li.appendChild(el('strong', part.title)); }
      blocks(li, part.blocks);
      ol.appendChild(li);
    });
    r.appendChild(ol);
    body.appendChild(r);
  }

  // ---- wiring ----

  document.addEventListener('DOMContentLoaded', function () {
    $('join').addEventListener('submit', function (e) {
      e.preventDefault();
      $('join-error').textContent = '';
      request('POST', '/api/join', { code: $('join-code').value, name: $('join-name').value, lang: lang }).then(function (r) {
        if (r.status === 200) { render(r.data); listen(); }
        else { $('join-error').textContent = error(r.data && r.data.error); }
      }).catch(function () { $('join-error').textContent = w('error.network'); });
    });
    $('lang-select').addEventListener('change', function () {
      lang = $('lang-select').value;
      try { window.localStorage.setItem('tutor.lang', lang); } catch (e) { /* private browsing: kept for this page only */ }
      loadWords().then(function () { if (page) { send('/api/lang', { lang: lang }); } });
    });
    $('own-next').addEventListener('click', function () { send('/api/own', { delta: 1 }); });
    $('own-back').addEventListener('click', function () { send('/api/own', { delta: -1 }); });
    document.addEventListener('visibilitychange', function () { if (!document.hidden && page) { refresh(); } });
    window.setInterval(function () { if (page && !document.hidden) { refresh(); } }, 20000);
    loadWords().then(refresh);
  });
}());
