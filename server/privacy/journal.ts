import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { failureCode } from '../db/errors.ts'
import { silentLog, type Log } from '../logger.ts'

/**
 * The journal: what happened to the records that a backup taken before it does not know, kept outside the
 * database so that a restore cannot take it back. What was destroyed (by retention or erasure: references and
 * counts, as `destruction_records` keeps them, never content), and each e-mail sent (its Message-ID, kind, and
 * the reference or day it belongs to). A restore applies the destructions again and marks those e-mails sent
 * (server/privacy/restore.ts), so nothing erased comes back and nothing is sent twice.
 *
 * It lives beside the backups (`BACKUP_DIR/journal/`), travels with them, and is pruned with them: an entry older
 * than the oldest backup kept can no longer matter. Each process appends to a file of its own per day (no two
 * writers share a file, and pruning deletes whole files, never rewrites one another may be appending to).
 */
export type DestroyedEntry = {
  type: 'destroyed'
  loggedAt: string
  at: string
  cause: 'retention' | 'erasure'
  /** Submissions (by reference and the rule that ended them), incidents and requests (`rule` says which). */
  references: { reference: string; rule: string }[]
}
export type SentEntry = {
  type: 'sent'
  loggedAt: string
  sentAt: string
  messageId: string
  kind: string
  /** The submission's reference, or null for a message of a day (the staff digest). */
  reference: string | null
  digestDay: string | null
}
export type JournalEntry = DestroyedEntry | SentEntry

export type Journal = {
  destroyed(entry: Omit<DestroyedEntry, 'type' | 'loggedAt'>): Promise<void>
  sent(entry: Omit<SentEntry, 'type' | 'loggedAt'>): Promise<void>
}

export const journalFolder = (backupDir: string) => path.join(backupDir, 'journal')

/**
 * Appends to `BACKUP_DIR/journal/`. An entry is written after its change has committed (its `loggedAt` after the
 * commit), so a backup that started before the commit is always older than the entry. A failure to write is
 * logged, never thrown: the destruction or the e-mail has happened, and the next backup holds it anyway.
 */
export function createJournal({
  backupDir,
  log = silentLog,
  now = () => new Date(),
}: {
  backupDir: string
  log?: Log
  now?: () => Date
}): Journal {
  const dir = journalFolder(backupDir)
  const writer = `${os.hostname().replace(/[^\w.-]/g, '_')}-${process.pid}-${Date.now().toString(36)}`
  let made: Promise<unknown> | undefined
  async function append(entry: JournalEntry) {
    try {
      made ??= fs.mkdir(dir, { recursive: true, mode: 0o700 })
      await made
      const day = entry.loggedAt.slice(0, 10)
      // One write of one line, opened for appending: the line is whole or absent.
      await fs.appendFile(path.join(dir, `${day}.${writer}.jsonl`), `${JSON.stringify(entry)}\n`, { mode: 0o600 })
    } catch (error) {
      made = undefined
      log.error('journal not written: a restore of an older backup would not know of this', { type: entry.type, code: failureCode(error) })
    }
  }
  return {
    destroyed: (entry) => append({ type: 'destroyed', loggedAt: now().toISOString(), ...entry }),
    sent: (entry) => append({ type: 'sent', loggedAt: now().toISOString(), ...entry }),
  }
}

/** Every entry logged at or after `since`, oldest first; a damaged line (a disk that filled up) is skipped. */
export async function readJournal(backupDir: string, since: Date): Promise<JournalEntry[]> {
  const dir = journalFolder(backupDir)
  const names = await fs.readdir(dir).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const sinceDay = since.toISOString().slice(0, 10)
  const entries: JournalEntry[] = []
  for (const name of names.filter((item) => item.endsWith('.jsonl') && item.slice(0, 10) >= sinceDay)) {
    for (const line of (await fs.readFile(path.join(dir, name), 'utf8')).split('\n')) {
      if (!line.trim()) continue
      try {
        const entry = JSON.parse(line) as JournalEntry
        if (entry.loggedAt >= since.toISOString()) entries.push(entry)
      } catch {
        // A line cut short by a full disk or a crash: the rest of the journal still holds.
      }
    }
  }
  return entries.sort((a, b) => a.loggedAt.localeCompare(b.loggedAt))
}

/** Deletes the journal's files of days before `before`'s day: no backup kept is older than them. */
export async function pruneJournal(backupDir: string, before: Date): Promise<number> {
  const dir = journalFolder(backupDir)
  const day = before.toISOString().slice(0, 10)
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const old = names.filter((name) => name.endsWith('.jsonl') && name.slice(0, 10) < day)
  for (const name of old) await fs.rm(path.join(dir, name), { force: true })
  return old.length
}

/** A journal that keeps nothing: for tools that run without a backup folder. */
export const noJournal: Journal = { destroyed: async () => {}, sent: async () => {} }
