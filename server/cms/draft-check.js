// Who saved an entry's draft branch last, and what to tell the editor about it (docs/decisions/0193). Pure: no
// fetch, no page. Plain browser JavaScript like cms-setup.js, served just before it (server/cms/admin.ts), which
// does the reading and the showing; server/cms/draft-check.test.ts runs this same file.
/* global siteLocales */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the page's global, which cms-setup.js reads
var draftCheck = (function () {
  'use strict'

  /** Decap's editorial workflow keeps each entry being edited on this branch, with its merge request. */
  function branchName(collection, slug) {
    return 'cms/' + collection + '/' + slug
  }

  /**
   * The branch's last commit from GitLab's answer to GET …/repository/branches/:branch; null for a 404 (no draft:
   * the entry is published or new). The server's commit time, not the author's, which a committer may set.
   */
  function headOf(branch) {
    if (!branch || !branch.commit) return null
    var commit = branch.commit
    return {
      id: commit.id,
      name: commit.author_name || commit.committer_name || '',
      email: commit.author_email || '',
      at: commit.committed_date || commit.authored_date || '',
    }
  }

  /**
   * Whether a commit is the signed-in editor's. A commit carries an author's name and e-mail, not a GitLab account:
   * Decap commits with the editor's token and GitLab writes their commit e-mail, which /user gives the editor
   * themselves (Decap keeps that answer as its user); the name covers a private commit e-mail.
   */
  function isMine(head, user) {
    if (!head || !user) return false
    var email = (head.email || '').toLowerCase()
    var emails = [user.email, user.commit_email, user.public_email].filter(Boolean).map(function (e) {
      return String(e).toLowerCase()
    })
    if (email && emails.indexOf(email) >= 0) return true
    return Boolean(head.name) && head.name === user.name
  }

  /** The head worth a notice when an entry opens: someone else's last save, or none. */
  function someoneElses(head, user) {
    return head && !isMine(head, user) ? head : null
  }

  /**
   * Whether a save would overwrite someone: the branch's head is no longer the one the editor opened (null: there was
   * no branch) and the new head is not the editor's own save. `opened` undefined means the opening read failed:
   * nothing to compare, the save goes through (optimistic, never a lock).
   */
  function movedBySomeoneElse(opened, current, user) {
    if (opened === undefined || !current) return false
    if (opened && opened.id === current.id) return false
    return !isMine(current, user)
  }

  // The parts of an instant on a time zone's clock, as numbers; formatToParts rather than a locale's written time,
  // which varies between the ICU of Node and of the browser.
  function clock(at, timeZone) {
    var format = new Intl.DateTimeFormat(tagOf('en'), {
      timeZone: timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    var parts = {}
    format.formatToParts(at).forEach(function (part) {
      parts[part.type] = part.value
    })
    return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: parts.minute }
  }

  // Each language's tag from the locale record, which the admin page defines before this script (server/cms/admin.ts).
  function tagOf(lang) {
    return siteLocales[lang].tag
  }

  function monthName(at, lang, timeZone) {
    return new Intl.DateTimeFormat(tagOf(lang), { month: 'long', timeZone: timeZone }).format(at)
  }

  /**
   * "at 10:42 a.m." / « à 10 h 42 » on the same day, with the day otherwise ("on November 27 at 3:05 p.m." /
   * « le 27 novembre à 15 h 05 ») and the year when it is not this one: a draft may be days old.
   */
  function when(atText, now, lang, timeZone) {
    var at = new Date(atText)
    var c = clock(at, timeZone)
    var today = clock(now, timeZone)
    var sameDay = c.year === today.year && c.month === today.month && c.day === today.day
    if (lang === 'fr') {
      var time = 'à ' + c.hour + '\u00a0h\u00a0' + c.minute
      if (sameDay) return time
      var day = (c.day === 1 ? '1er' : String(c.day)) + '\u00a0' + monthName(at, 'fr', timeZone)
      return 'le ' + day + (c.year === today.year ? '' : ' ' + c.year) + ' ' + time
    }
    var hour = c.hour % 12 === 0 ? 12 : c.hour % 12
    var time12 = 'at ' + hour + ':' + c.minute + (c.hour < 12 ? '\u00a0a.m.' : '\u00a0p.m.')
    if (sameDay) return time12
    return 'on ' + monthName(at, 'en', timeZone) + ' ' + c.day + (c.year === today.year ? '' : ', ' + c.year) + ' ' + time12
  }

  // "… at 10:42 a.m." ends its sentence with the abbreviation's own period.
  function sentence(text) {
    return /\.$/.test(text) ? text : text + '.'
  }

  function who(head, lang) {
    return head.name || head.email || (lang === 'fr' ? 'Une autre personne' : 'Someone else')
  }

  /** The notice when an entry opens on someone else's last save. */
  function savedNotice(head, now, lang, timeZone) {
    var name = who(head, lang)
    if (lang === 'fr')
      return (
        name +
        ' a enregistré ce contenu ' +
        when(head.at, now, 'fr', timeZone) +
        '. Un enregistrement écrit les deux langues telles que vous les voyez ici\u00a0: si cette personne y travaille encore, ' +
        'convenez avec elle de qui enregistre en premier.'
      )
    return (
      sentence(name + ' saved this entry ' + when(head.at, now, 'en', timeZone)) +
      ' Saving writes both languages as you see them here: if they are still working on it, agree with them who saves first.'
    )
  }

  /** Why a save is refused: someone else saved since the entry was opened. */
  function refusal(head, now, lang, timeZone) {
    var name = who(head, lang)
    if (lang === 'fr')
      return (
        'Non enregistré\u00a0: ' +
        name +
        ' a enregistré ce contenu ' +
        when(head.at, now, 'fr', timeZone) +
        ', après que vous l’avez ouvert, et votre enregistrement remplacerait ses modifications. Rechargez la page\u00a0: ' +
        'l’éditeur vous proposera ce que vous avez tapé (sauvegarde locale). Avant d’enregistrer, reprenez ses ' +
        'modifications, que montre la demande de fusion.'
      )
    return (
      'Not saved: ' +
      name +
      ' saved this entry ' +
      when(head.at, now, 'en', timeZone) +
      ', after you opened it, and your save would replace their changes. Reload the page: the editor will offer back ' +
      'what you typed (local backup). Before saving, bring in their changes, which the merge request shows.'
    )
  }

  return {
    branchName: branchName,
    headOf: headOf,
    isMine: isMine,
    someoneElses: someoneElses,
    movedBySomeoneElse: movedBySomeoneElse,
    when: when,
    savedNotice: savedNotice,
    refusal: refusal,
  }
})()
