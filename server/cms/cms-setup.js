/* global CMS, h, createClass, fetch, setTimeout, clearTimeout, setInterval, console, document, window, AbortController, siteLocales, siteCms, draftCheck */
// The site's additions to Decap CMS, served at /admin/cms-setup.js after Decap's own script (server/cms/admin.ts).
// Plain browser JavaScript on Decap's globals: it never goes through the site's Vite build. `siteLocales`, each
// language's tag and name, is the locale record's (app/i18n/locales.ts), and `siteCms` the interface's language, head
// office's time zone and the GitLab project, written before this file by the server with draft-check.js.
;(function () {
  'use strict'
  var languages = Object.keys(siteLocales)

  // Decap's "new entry" button starts with U+FF0B (＋, a full-width plus) in every language; the fonts of most
  // Linux and many Windows machines lack it and show a missing-glyph box. The plain plus sign, before Decap starts.
  ;['fr', 'en'].forEach(function (locale) {
    var phrases = CMS.getLocale(locale)
    if (!phrases || !phrases.collection) return
    var top = Object.assign({}, phrases.collection.collectionTop, { newButton: '+ %{collectionLabel}' })
    var collection = Object.assign({}, phrases.collection, { collectionTop: top })
    CMS.registerLocale(locale, Object.assign({}, phrases, { collection: collection }))
  })

  function dataOf(entry, lang) {
    var data = lang === 'en' ? entry.get('data') : entry.getIn(['i18n', lang, 'data'])
    return data && data.toJS ? data.toJS() : {}
  }

  function slugOf(entry) {
    var data = dataOf(entry, 'en')
    return entry.get('slug') || (typeof data.id === 'string' ? data.id : '')
  }

  // The site's own renderer and the build's own rules, asked of the server (server/cms/entry-check.ts).
  function check(collection, lang, slug, data) {
    return fetch('/admin/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collection: collection, lang: lang, slug: slug, data: data }),
    })
      .then(function (response) {
        return response.json()
      })
      .catch(function () {
        return { html: '', problems: ['The site’s check did not answer / La vérification du site n’a pas répondu.'] }
      })
  }

  function checkAll(entry) {
    var collection = entry.get('collection')
    if (['press', 'pages', 'fragments'].indexOf(collection) < 0) return Promise.resolve({})
    var slug = slugOf(entry)
    return Promise.all(
      languages.map(function (lang) {
        return check(collection, lang, slug, dataOf(entry, lang))
      }),
    ).then(function (answers) {
      return { en: answers[0], fr: answers[1] }
    })
  }

  // Both languages side by side, as the site renders them, with what the build would refuse above each.
  var Preview = createClass({
    getInitialState: function () {
      return { results: {} }
    },
    componentDidMount: function () {
      this.refresh()
    },
    componentDidUpdate: function (previous) {
      if (previous.entry !== this.props.entry) this.refresh()
    },
    componentWillUnmount: function () {
      clearTimeout(this.timer)
    },
    refresh: function () {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        checkAll(this.props.entry).then((results) => this.setState({ results: results }))
      }, 250)
    },
    render: function () {
      var state = this.state
      var entry = this.props.entry
      return h(
        'div',
        { className: 'cms-preview', style: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2rem', padding: '1rem' } },
        languages.map(function (lang) {
          var result = state.results[lang] || { html: '', problems: [] }
          var data = dataOf(entry, lang)
          return h(
            'article',
            { key: lang, lang: siteLocales[lang].tag, 'data-preview-lang': lang, className: 'content' },
            h('p', { className: 'cms-preview-language' }, siteLocales[lang].name),
            result.problems.length > 0
              ? h(
                  'ul',
                  {
                    className: 'cms-problems',
                    role: 'alert',
                    style: { color: '#a00', border: '2px solid #a00', padding: '0.5rem 1.5rem' },
                  },
                  result.problems.map(function (problem) {
                    return h('li', { key: problem }, problem)
                  }),
                )
              : null,
            (result.notes || []).length > 0
              ? h(
                  'ul',
                  { className: 'cms-notes', style: { color: '#6b4e00', border: '2px solid #c90', padding: '0.5rem 1.5rem' } },
                  result.notes.map(function (note) {
                    return h('li', { key: note }, note)
                  }),
                )
              : null,
            h('h1', null, data.title || ''),
            data.summary ? h('p', { className: 'lead' }, data.summary) : null,
            h('div', { dangerouslySetInnerHTML: { __html: result.html } }),
          )
        }),
      )
    },
  })

  ;['press', 'pages', 'fragments'].forEach(function (collection) {
    CMS.registerPreviewTemplate(collection, Preview)
  })
  CMS.registerPreviewStyle('/admin/site.css')

  // One editor per entry (docs/decisions/0193). Decap saves both languages of an entry at once, so a save made on
  // an entry someone else has saved since it was opened would put back their language as it was. The entry's
  // draft branch says who saved last: a notice when the entry opens on someone else's save, a refusal when a save
  // would overwrite one. Optimistic: never a lock, and a read that fails (network, expired token) blocks nothing.
  var opened = {}
  var routeRead = 0
  var notice = document.createElement('div')
  notice.id = 'cms-draft-notice'
  notice.setAttribute('role', 'alert')
  notice.setAttribute('lang', siteLocales[siteCms.lang].tag)
  var noticeStyle = document.createElement('style')
  // Along the bottom of the window, the editor shortened by its height (Decap's editor fills the window; its
  // container's class carries its name): it covers nothing.
  noticeStyle.textContent =
    '#cms-draft-notice{position:fixed;left:0;right:0;bottom:0;z-index:300;margin:0;padding:0.75rem 1.5rem;' +
    'background:#fff8e1;color:#3d2e00;border-top:3px solid #c90;font:15px/1.45 system-ui,sans-serif}' +
    '#cms-draft-notice[data-kind="refused"]{background:#fdecea;color:#5c0000;border-top-color:#a00}' +
    '#cms-draft-notice:empty{display:none}' +
    '[class*="-EditorContainer"]{height:calc(100% - var(--cms-draft-notice-height, 0px)) !important}'
  document.head.appendChild(noticeStyle)
  document.body.appendChild(notice)

  function fitEditor() {
    document.documentElement.style.setProperty('--cms-draft-notice-height', notice.textContent ? notice.offsetHeight + 'px' : '0px')
  }
  function showNotice(text, kind) {
    notice.textContent = text || ''
    notice.setAttribute('data-kind', kind || 'saved')
    fitEditor()
  }
  // A narrower window wraps the notice on more lines.
  window.addEventListener('resize', fitEditor)

  // The signed-in editor as Decap keeps them: GitLab's /user answer and the editor's own token.
  function editor() {
    try {
      return JSON.parse(window.localStorage.getItem('decap-cms-user') || 'null')
    } catch {
      return null
    }
  }

  // The branch's head through GitLab's API with the editor's token: null when there is no branch; a rejection when
  // GitLab cannot say (no token, 401, network, or, before a save, 10 seconds without an answer). The read of an
  // opening waits as long as it takes: nothing waits on it, and Decap starting up on a reload can hold the page
  // for seconds.
  function readHead(collection, slug, patience) {
    var user = editor()
    if (!siteCms.gitlab || !user || !user.token) return Promise.reject(new Error('not signed in'))
    var controller = new AbortController()
    var timer = patience
      ? setTimeout(function () {
          controller.abort()
        }, patience)
      : undefined
    var url =
      siteCms.gitlab.api +
      '/projects/' +
      encodeURIComponent(siteCms.gitlab.repo) +
      '/repository/branches/' +
      encodeURIComponent(draftCheck.branchName(collection, slug))
    return fetch(url, { headers: { Authorization: 'Bearer ' + user.token }, cache: 'no-store', signal: controller.signal })
      .then(function (response) {
        if (response.status === 404) return null
        if (!response.ok) throw new Error('GitLab answered ' + response.status)
        return response.json().then(draftCheck.headOf)
      })
      .finally(function () {
        clearTimeout(timer)
      })
  }

  // Decap's route of an open entry: #/collections/<collection>/entries/<slug>.
  function routeEntry() {
    var match = /^#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(window.location.hash)
    return match ? { collection: decodeURIComponent(match[1]), slug: decodeURIComponent(match[2]) } : null
  }

  // Decap moves between routes by the hash, but also by replacing the address, which fires no event: the route is
  // also looked at twice a second, and only a different entry starts a read. Signed in again from its storage (a
  // reload), Decap drops the hash from the address while it keeps showing the entry: no hash at all is no new route.
  var routeKey = null
  function onRoute() {
    if (!window.location.hash) return
    var entry = routeEntry()
    var key = entry ? entry.collection + '/' + entry.slug : null
    if (key === routeKey) return
    routeKey = key
    var read = ++routeRead
    showNotice('')
    if (!entry || !siteCms.gitlab) return
    delete opened[key]
    readHead(entry.collection, entry.slug).then(
      function (head) {
        if (read !== routeRead) return
        opened[key] = head
        var other = draftCheck.someoneElses(head, editor())
        if (other) showNotice(draftCheck.savedNotice(other, new Date(), siteCms.lang, siteCms.timeZone), 'saved')
      },
      function (error) {
        // Nothing known of the branch: no notice, and the save will not be compared (docs/decisions/0193).
        console.warn('The entry’s draft branch could not be read / La branche du contenu n’a pas pu être lue', error)
      },
    )
  }
  window.addEventListener('hashchange', onRoute)
  setInterval(onRoute, 500)
  onRoute()

  // Before a save: the refusal's text when someone else committed on the branch since the entry was opened.
  function overwriteRefusal(entry) {
    var collection = entry.get('collection')
    var slug = entry.get('slug')
    var key = collection + '/' + slug
    if (!siteCms.gitlab || entry.get('newRecord') || !slug || !(key in opened)) return Promise.resolve(null)
    return readHead(collection, slug, 10000).then(
      function (current) {
        if (!draftCheck.movedBySomeoneElse(opened[key], current, editor())) return null
        var text = draftCheck.refusal(current, new Date(), siteCms.lang, siteCms.timeZone)
        showNotice(text, 'refused')
        return text
      },
      function () {
        return null
      },
    )
  }

  // Saving runs the same check: an entry the build would refuse is not written, nor one that would overwrite
  // someone else's save.
  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      return Promise.all([overwriteRefusal(event.entry), checkAll(event.entry)]).then(function (answers) {
        if (answers[0]) throw new Error(answers[0])
        var results = answers[1]
        var problems = []
        languages.forEach(function (lang) {
          ;((results[lang] && results[lang].problems) || []).forEach(function (problem) {
            problems.push('[' + siteLocales[lang].name + '] ' + problem)
          })
        })
        if (problems.length > 0) throw new Error(problems.join(' · '))
      })
    },
  })
})()
