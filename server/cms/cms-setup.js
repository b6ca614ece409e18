/* global CMS, h, createClass, fetch, setTimeout, clearTimeout */
// The site's additions to Decap CMS, served at /admin/cms-setup.js after Decap's own script (server/cms/admin.ts).
// Plain browser JavaScript on Decap's globals: it never goes through the site's Vite build.
;(function () {
  'use strict'
  var languages = ['en', 'fr']
  var names = { en: 'English', fr: 'Français' }

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
            { key: lang, lang: lang === 'fr' ? 'fr-CA' : 'en-CA', 'data-preview-lang': lang, className: 'content' },
            h('p', { className: 'cms-preview-language' }, names[lang]),
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

  // Saving runs the same check: an entry the build would refuse is not written.
  CMS.registerEventListener({
    name: 'preSave',
    handler: function (event) {
      return checkAll(event.entry).then(function (results) {
        var problems = []
        languages.forEach(function (lang) {
          ;((results[lang] && results[lang].problems) || []).forEach(function (problem) {
            problems.push('[' + names[lang] + '] ' + problem)
          })
        })
        if (problems.length > 0) throw new Error(problems.join(' · '))
      })
    },
  })
})()
