-- Translation memory: one row per source text, brand-term list version and target language.
CREATE TABLE translations (
  key TEXT PRIMARY KEY NOT NULL,
  original_text TEXT NOT NULL,
  source_language TEXT NOT NULL DEFAULT 'en',
  target_language TEXT NOT NULL,
  translated_text TEXT NOT NULL,
  provider TEXT NOT NULL,
  reviewed INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX translations_lookup ON translations (original_text, source_language, target_language);
CREATE INDEX translations_target ON translations (target_language);

-- Every contact form submission, stored before the visitor hears "received".
CREATE TABLE contact_submissions (
  id TEXT PRIMARY KEY NOT NULL,
  created_at INTEGER NOT NULL,
  full_name TEXT NOT NULL,
  company_name TEXT,
  email TEXT NOT NULL,
  phone_number TEXT,
  help_with TEXT NOT NULL,
  challenge TEXT NOT NULL,
  language TEXT NOT NULL,
  page TEXT,
  user_agent TEXT,
  -- pending: not yet delivered; sent: every message delivered; dead: gave up after the last attempt
  delivery_status TEXT NOT NULL DEFAULT 'pending',
  notification_sent_at INTEGER,
  confirmation_sent_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  -- set while one worker sends it, so concurrent retries never send twice
  locked_until INTEGER
);
CREATE INDEX contact_submissions_due ON contact_submissions (delivery_status, next_attempt_at);

-- Captcha challenges already answered: a challenge is accepted once.
CREATE TABLE captcha_uses (
  id TEXT PRIMARY KEY NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Fixed-window request counters per client and action.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);

-- Admin sessions: only the SHA-256 of the token is stored.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY NOT NULL,
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);

-- Every admin login attempt, for throttling and audit.
CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  client TEXT NOT NULL,
  success INTEGER NOT NULL
);
CREATE INDEX login_attempts_at ON login_attempts (at);
