// Service worker of Juge Riftbound: the rules (every section), the glossary, the table of contents
// and the static files stay readable with the network off. Search, ask and scenarios need the
// server: without it, they get the « hors ligne » page, which says so.
// The server fills in VERSION, PAGES and SECTIONS (see judge/web/views/offline.py).
"use strict";
var VERSION = "__VERSION__";
var PAGES = __PAGES__;
var SECTIONS = __SECTIONS__;
var CACHE = "juge-riftbound-" + VERSION;
var OFFLINE = "/hors-ligne";

function keep(cache, url) {
  return fetch(url, { credentials: "same-origin" }).then(function (response) {
    // a rule page without imported text is a 404 that still shows its section: keep it too
    if (response.ok || response.status === 404) { return cache.put(url, response); }
  }).catch(function () { /* one page missing does not block the others */ });
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return Promise.all(PAGES.map(function (url) { return keep(cache, url); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n !== CACHE; }).map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

// The section page that holds a rule number (446.1 is in section 445 « Déplacement »).
function sectionOf(number) {
  var top = parseInt(number.split(".")[0], 10);
  var found = null;
  for (var i = 0; i < SECTIONS.length; i++) {
    if (parseInt(SECTIONS[i], 10) <= top) { found = SECTIONS[i]; } else { break; }
  }
  return found;
}

function offline(request) {
  if (request.mode === "navigate" || (request.headers.get("accept") || "").indexOf("text/html") >= 0) {
    return caches.match(OFFLINE).then(function (page) {
      if (!page) { return new Response("Hors ligne : le serveur est injoignable.", { status: 503 }); }
      return page.text().then(function (body) {
        return new Response(body, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
      });
    });
  }
  var body = JSON.stringify({ error: { code: "offline", message: "hors ligne : le serveur est injoignable", line: null } });
  return Promise.resolve(new Response(body, { status: 503, headers: { "content-type": "application/json" } }));
}

function readable(path) {
  return path === "/regles" || path.indexOf("/regles/") === 0 || path === "/glossaire";
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) { return; }
  if (request.method !== "GET") {
    event.respondWith(fetch(request).catch(function () { return offline(request); }));
    return;
  }
  if (url.pathname.indexOf("/static/") === 0 || url.pathname === "/manifest.webmanifest") {
    event.respondWith(caches.match(request).then(function (hit) {
      return hit || fetch(request).then(function (response) {
        var copy = response.clone();
        if (response.ok) { caches.open(CACHE).then(function (c) { c.put(request, copy); }); }
        return response;
      });
    }));
    return;
  }
  if (readable(url.pathname)) {
    event.respondWith(fetch(request).then(function (response) {
      if (response.ok || (response.status === 404 && url.pathname.indexOf("/regles/") === 0)) {
        var copy = response.clone();
        caches.open(CACHE).then(function (c) { c.put(request, copy); });
      }
      return response;
    }).catch(function () {
      return caches.match(request, { ignoreSearch: url.pathname === "/glossaire" }).then(function (hit) {
        if (hit) { return hit; }
        var m = url.pathname.match(/^\/regles\/([0-9][0-9a-z.]*)$/i);
        var section = m ? sectionOf(decodeURIComponent(m[1])) : null;
        return (section ? caches.match("/regles/" + section) : Promise.resolve(undefined)).then(function (page) {
          return page || offline(request);
        });
      });
    }));
    return;
  }
  event.respondWith(fetch(request).catch(function () { return offline(request); }));
});
