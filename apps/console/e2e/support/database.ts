import Database from 'better-sqlite3';

/** Direct reads and writes on the server's SQLite file, for what a browser cannot reach. */
function open(file: string) {
  const db = new Database(file, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

export type OutboxMail = { to_address: string; subject: string; text_body: string; created_at: string };

/** The newest mail queued for `to` (mail goes to the outbox table when no SMTP is configured). */
export function latestMailTo(file: string, to: string): OutboxMail | undefined {
  const db = open(file);
  try {
    return db
      .prepare(
        'select to_address, subject, text_body, created_at from mail_outbox where lower(to_address) = lower(?) order by rowid desc limit 1',
      )
      .get(to) as OutboxMail | undefined;
  } finally {
    db.close();
  }
}

/** End every session on the server side, as an expiry or a revocation would. */
export function endAllSessions(file: string): number {
  const db = open(file);
  try {
    return db.prepare('delete from sessions').run().changes;
  } finally {
    db.close();
  }
}

/**
 * Take a table away (renamed), as a broken database would: every call that reads it fails on the
 * server with an error no rule expected, a 500.
 */
export function breakTable(file: string, table: string): void {
  const db = open(file);
  try {
    db.exec(`alter table ${table} rename to ${table}_taken_away`);
  } finally {
    db.close();
  }
}

export type Grants = Partial<Record<'read' | 'write' | 'update' | 'approval' | 'delete', string[]>>;

/**
 * A staff member holding exactly `grants`, written straight into the server's database. They share
 * the demo owner's password hash, so the demo password signs them in.
 */
export function addStaff(file: string, fullname: string, email: string, grants: Grants): void {
  const db = open(file);
  try {
    const now = new Date().toISOString();
    const { password_hash } = db
      .prepare(`select password_hash from staff_users where role = 'owner' order by id limit 1`)
      .get() as { password_hash: string };
    const { lastInsertRowid } = db
      .prepare(
        `insert into staff_users (fullname, email, role, status, password_hash, created_at, updated_at)
         values (?, ?, 'admin', 'ACTIVE', ?, ?, ?)`,
      )
      .run(fullname, email, password_hash, now, now);
    const grant = db.prepare(`insert into staff_permissions (user_id, module, action) values (?, ?, ?)`);
    for (const [action, modules] of Object.entries(grants))
      for (const module of modules) grant.run(lastInsertRowid, module, action);
  } finally {
    db.close();
  }
}

/** The id of the staff member with this email. */
export function staffIdOf(file: string, email: string): number {
  const db = open(file);
  try {
    const row = db.prepare('select id from staff_users where lower(email) = lower(?)').get(email) as { id: number } | undefined;
    if (!row) throw new Error(`No staff member ${email} in the demo data`);
    return row.id;
  } finally {
    db.close();
  }
}
