-- PostgreSQL schema after every migration. Changes only with a new migration (vitest -u, see schema-snapshot.test.ts).

-- schemas besides public

-- (none)

-- extensions

extension plpgsql

-- types

-- (none)

-- tables

table account_walls
  id integer not null default nextval('account_walls_id_seq'::regclass)
  content_area text not null
  enabled integer not null default 0
  free_reads integer not null default 3
  title text not null
  body text not null
  cta_label text not null
  cta_url text not null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1

table ad_banners
  id integer not null default nextval('ad_banners_id_seq'::regclass)
  title text not null
  placement text not null
  desktop_image text not null
  mobile_image text null
  target_url text not null
  open_in_new_tab integer not null default 1
  start_at text not null
  end_at text null
  active integer not null default 1
  priority integer not null default 0
  impressions bigint not null default 0
  clicks bigint not null default 0
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, COALESCE(title, ''::text))) stored

table algo_news
  id integer not null default nextval('algo_news_id_seq'::regclass)
  title text not null
  slug text not null
  thumbnail text null
  summary text null
  body text null
  source_name text null
  source_url text null
  is_breaking integer not null default 0
  status text not null default 'DRAFT'::text
  writter_id integer null
  auditor_id integer null
  scheduled_at text null
  published_at text null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  category_id integer null
  edited_by integer null
  response_note text null
  live_snapshot text null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(title, ''::text) || ' '::text) || COALESCE(summary, ''::text)) || ' '::text) || COALESCE(body, ''::text)))) stored

table algo_news_tags
  owner_id integer not null
  value integer not null
  position integer not null

table algo_news_tickers
  owner_id integer not null
  value text not null
  position integer not null

table algo_research
  id integer not null default nextval('algo_research_id_seq'::regclass)
  title text not null
  slug text not null
  thumbnail text null
  first_summary text null
  second_summary text null
  third_summary text null
  short_description text null
  body text null
  status text not null default 'DRAFT'::text
  writter_id integer null
  auditor_id integer null
  scheduled_at text null
  published_at text null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  category_id integer null
  edited_by integer null
  response_note text null
  live_snapshot text null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((((((((COALESCE(title, ''::text) || ' '::text) || COALESCE(first_summary, ''::text)) || ' '::text) || COALESCE(second_summary, ''::text)) || ' '::text) || COALESCE(third_summary, ''::text)) || ' '::text) || COALESCE(short_description, ''::text)) || ' '::text) || COALESCE(body, ''::text)))) stored

table algo_research_plans
  owner_id integer not null
  value text not null
  position integer not null

table algo_research_tags
  owner_id integer not null
  value integer not null
  position integer not null

table algo_research_tickers
  owner_id integer not null
  value text not null
  position integer not null

table audit_chain
  id integer not null
  seq integer not null
  last_hash text not null
  sealed_at text null

table audit_log
  id bigint not null default nextval('audit_log_id_seq'::regclass)
  actor_id integer null
  action text not null
  entity text not null
  entity_id text null
  before text null
  after text null
  note text null
  request_id text null
  created_at text not null
  actor_name text null
  chain_seq integer null
  prev_hash text null
  hash text null
  mac text null

table circle_disclosures
  id integer not null default nextval('circle_disclosures_id_seq'::regclass)
  content text not null
  effective_from text not null
  change_note text null
  version_number integer not null
  is_current integer not null default 0
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, COALESCE(change_note, ''::text))) stored

table circle_research
  id integer not null default nextval('circle_research_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  status text not null default 'DRAFT'::text
  writter_id integer not null
  sub_account_id integer null
  auditor_id integer null
  article_category_id integer null
  published_at text null
  content_type text not null
  du integer not null default 1
  request_count integer not null default 0
  article_title text not null
  article_slug text not null
  thumbnail text null
  first_summary text null
  second_summary text null
  third_summary text null
  short_description text null
  response_note text null
  first_content text not null
  second_content text null
  live_snapshot text null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((((((COALESCE(article_title, ''::text) || ' '::text) || COALESCE(short_description, ''::text)) || ' '::text) || COALESCE(first_summary, ''::text)) || ' '::text) || COALESCE(second_summary, ''::text)) || ' '::text) || COALESCE(third_summary, ''::text)))) stored
  scheduled_at text null
  edited_by integer null

table client_notifications
  id bigint not null default nextval('client_notifications_id_seq'::regclass)
  client_id integer not null
  campaign text not null
  campaign_id integer not null
  title text not null
  body text not null
  link text null
  created_at text not null
  read_at text null

table client_sign_ins
  id bigint not null default nextval('client_sign_ins_id_seq'::regclass)
  client_id integer not null
  signed_in_at text not null
  provider text not null
  ip text null
  device text null
  city text null

table client_subscriptions
  id integer not null default nextval('client_subscriptions_id_seq'::regclass)
  client_id integer not null
  plan_id integer null
  plan_code text not null
  plan_name text not null
  price_paid integer not null default 0
  source text not null
  started_at text not null
  ends_at text not null
  cancelled_at text null
  created_at text not null

table clients
  id integer not null default nextval('clients_id_seq'::regclass)
  fullname text not null
  email text not null
  phone text null
  verified_at text null
  status text not null default 'ACTIVE'::text
  registered_at text not null
  last_login text null
  signup_provider text not null default 'EMAIL'::text
  plan_code text null
  plan_started_at text null
  plan_ends_at text null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  verified integer null generated always as (
CASE
    WHEN (verified_at IS NULL) THEN 0
    ELSE 1
END) stored
  suspended_at text null
  suspended_by integer null
  suspension_reason text null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((((COALESCE(fullname, ''::text) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || translate(COALESCE(email, ''::text), '@.'::text, '  '::text)) || ' '::text) ||
CASE
    WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) = ''::text) THEN ''::text
    ELSE ((((replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) || ' '::text) ||
    CASE
        WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) ~~ '62%'::text) THEN ('0'::text || substr(replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text), 3))
        ELSE replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text)
    END) || ' '::text) || substr(
    CASE
        WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) ~~ '62%'::text) THEN ('0'::text || substr(replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text), 3))
        ELSE replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text)
    END, 2))
END))) stored

table contributors
  id integer not null default nextval('contributors_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  fullname text not null
  email text not null
  phone text null
  thumbnail text null
  short_bio text null
  instagram text null
  linkedin text null
  twitter text null
  link_others text null
  is_verified integer not null default 0
  status text not null default 'ACTIVE'::text
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(fullname, ''::text) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || COALESCE(phone, ''::text)))) stored

table deliveries
  id bigint not null default nextval('deliveries_id_seq'::regclass)
  campaign text not null
  campaign_id integer not null
  client_id integer not null
  channel text not null
  email text not null
  status text not null default 'PENDING'::text
  attempts integer not null default 0
  next_at text null
  error text null
  created_at text not null
  updated_at text not null
  sent_at text null

table desk_changes
  tbl text not null
  changes integer not null
  slot integer not null default 0

table drafts
  staff_id integer not null
  area text not null
  record_key text not null
  values_json text not null
  base_version integer null
  saved_at text not null

table hybrid_sliders
  id integer not null default nextval('hybrid_sliders_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  content_type text not null
  content_id integer null
  url text null
  title text null
  subtitle text null
  image text null
  sort_order integer not null
  start_at text not null
  end_at text null
  active integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(title, ''::text) || ' '::text) || COALESCE(subtitle, ''::text)))) stored

table institution_content
  id integer not null default nextval('institution_content_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  status text not null default 'DRAFT'::text
  auditor_id integer null
  published_at text null
  scheduled_at text null
  edited_by integer null
  response_note text null
  live_snapshot text null
  institution_id integer not null
  writter_id integer null
  category_id integer null
  report_type text not null
  title text not null
  slug text not null
  thumbnail text null
  pdf text null
  summary text not null
  body text not null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(title, ''::text) || ' '::text) || COALESCE(summary, ''::text)) || ' '::text) || COALESCE(body, ''::text)))) stored

table institution_content_tags
  owner_id integer not null
  value integer not null
  position integer not null

table institution_content_tickers
  owner_id integer not null
  value text not null
  position integer not null

table institution_stock_picks
  owner_id integer not null
  value text not null
  position integer not null
  action text not null default 'BUY'::text
  entry_price integer not null default 0
  target_price integer null
  stop_loss integer null
  rationale text null

table institution_stock_placements
  id integer not null default nextval('institution_stock_placements_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  status text not null default 'DRAFT'::text
  auditor_id integer null
  published_at text null
  scheduled_at text null
  edited_by integer null
  response_note text null
  live_snapshot text null
  institution_id integer not null
  period_from text not null
  period_to text not null
  title text not null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, COALESCE(title, ''::text))) stored

table institutions
  id integer not null default nextval('institutions_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  name text not null
  broker_code text not null
  logo text null
  website text null
  description text null
  status text not null default 'ACTIVE'::text
  sort_order integer not null default 0
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(name, ''::text) || ' '::text) || COALESCE(broker_code, ''::text)) || ' '::text) || COALESCE(description, ''::text)))) stored

table jobs
  id bigint not null default nextval('jobs_id_seq'::regclass)
  kind text not null
  payload text not null
  subject text null
  status text not null default 'queued'::text
  run_at text not null
  attempts integer not null default 0
  max_attempts integer not null default 5
  last_error text null
  locked_by text null
  locked_until text null
  created_at text not null
  updated_at text not null
  finished_at text null

table kysely_migration
  name character varying(255) not null
  timestamp character varying(255) not null

table kysely_migration_lock
  id character varying(255) not null
  is_locked integer not null default 0

table legal_documents
  id integer not null default nextval('legal_documents_id_seq'::regclass)
  document_type text not null
  title text not null
  content text not null
  effective_from text not null
  change_note text null
  version_number integer not null
  is_current integer not null default 0
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(title, ''::text) || ' '::text) || COALESCE(change_note, ''::text)))) stored

table login_throttle
  throttle_key text not null
  window_start text not null
  attempts integer not null

table mail_outbox
  id bigint not null default nextval('mail_outbox_id_seq'::regclass)
  to_address text not null
  subject text not null
  text_body text not null
  html_body text null
  created_at text not null
  sent_at text null
  error text null

table master_stocks
  id integer not null default nextval('master_stocks_id_seq'::regclass)
  ticker text not null
  company_name text not null
  sector text not null
  sub_sector text null
  board text not null default 'MAIN'::text
  listing_date text null
  shares_outstanding bigint null
  logo text null
  active integer not null default 1
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(ticker, ''::text) || ' '::text) || COALESCE(company_name, ''::text)) || ' '::text) || COALESCE(sub_sector, ''::text)))) stored

table master_tags
  id integer not null default nextval('master_tags_id_seq'::regclass)
  name text not null
  slug text not null
  applies_to text not null default 'BOTH'::text
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(name, ''::text) || ' '::text) || COALESCE(slug, ''::text)))) stored

table newsletter_subscribers
  id integer not null default nextval('newsletter_subscribers_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  client_id integer not null
  email text not null
  fullname text not null
  status text not null default 'SUBSCRIBED'::text
  source text not null default 'SIGNUP'::text
  opted_in_at text not null
  unsubscribed_at text null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(fullname, ''::text) || ' '::text) || COALESCE(email, ''::text)))) stored

table newsletters
  id integer not null default nextval('newsletters_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  subject text not null
  preheader text null
  research_ids text not null default '[]'::text
  news_ids text not null default '[]'::text
  audience text not null default 'ALL'::text
  plans text not null default '[]'::text
  verified_only integer not null default 0
  scheduled_at text null
  status text not null default 'DRAFT'::text
  recipient_count integer not null default 0
  sent_count integer not null default 0
  failed_count integer not null default 0
  sent_at text null
  sent_by integer null
  body text not null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(subject, ''::text) || ' '::text) || COALESCE(preheader, ''::text)))) stored

table notification_settings
  staff_id integer not null
  email text not null
  time_zone text not null
  digest_on text null
  updated_at text not null

table notifications
  id integer not null default nextval('notifications_id_seq'::regclass)
  recipient_id integer not null
  kind text not null
  area text not null
  record_id integer null
  title text not null
  body text null
  path text not null
  actor_id integer null
  actor_name text null
  event_key text not null
  created_at text not null
  read_at text null
  mailed integer not null default 0

table password_tokens
  token_hash text not null
  user_id integer not null
  purpose text not null
  created_at text not null
  expires_at text not null
  used_at text null

table public_api_keys
  id integer not null default nextval('public_api_keys_id_seq'::regclass)
  name text not null
  key_hash text not null
  prefix text not null
  scopes text not null
  contributor_id integer null
  created_at text not null
  created_by integer null
  last_used_at text null
  revoked_at text null
  institution_id integer null

table research_blasts
  id integer not null default nextval('research_blasts_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  title text not null
  research_id integer null
  channel text not null default 'EMAIL'::text
  audience text not null default 'ALL'::text
  plans text not null default '[]'::text
  verified_only integer not null default 0
  scheduled_at text null
  status text not null default 'DRAFT'::text
  recipient_count integer not null default 0
  sent_count integer not null default 0
  failed_count integer not null default 0
  sent_at text null
  sent_by integer null
  message text not null
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, COALESCE(title, ''::text))) stored

table research_categories
  id integer not null default nextval('research_categories_id_seq'::regclass)
  article_category_name text not null
  slug text not null
  description text null
  icon text null
  sort_order integer not null default 0
  active integer not null default 1
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(article_category_name, ''::text) || ' '::text) || COALESCE(slug, ''::text)) || ' '::text) || COALESCE(description, ''::text)))) stored

table resource_count_slots
  tbl text not null
  dim text not null
  val text not null
  slot integer not null
  live integer not null

table resource_counts
  tbl text not null
  dim text not null
  val text not null
  live integer not null

table server_secrets
  name text not null
  value text not null
  created_at text not null

table sessions
  id_hash text not null
  user_id integer not null
  created_at text not null
  last_seen_at text not null
  expires_at text not null
  ip text null
  user_agent text null

table staff_addresses
  staff_id integer not null
  address text not null
  first_seen_at text not null

table staff_permissions
  user_id integer not null
  module text not null
  action text not null

table staff_recovery_codes
  id integer not null default nextval('staff_recovery_codes_id_seq'::regclass)
  user_id integer not null
  code_hash text not null
  used_at text null

table staff_two_factor
  user_id integer not null
  secret text not null
  confirmed_at text null
  last_step integer null
  created_at text not null

table staff_users
  id integer not null default nextval('staff_users_id_seq'::regclass)
  fullname text not null
  email text not null
  phone text null
  gender text not null default 'male'::text
  alamat text null
  npwp text null
  role text not null
  status text not null default 'ACTIVE'::text
  password_hash text null
  last_login text null
  instagram text null
  linkedin text null
  twitter text null
  link_others text null
  short_bio text null
  thumbnail text null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  permissions_version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((((COALESCE(fullname, ''::text) || ' '::text) || COALESCE(email, ''::text)) || ' '::text) || translate(COALESCE(email, ''::text), '@.'::text, '  '::text)) || ' '::text) ||
CASE
    WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) = ''::text) THEN ''::text
    ELSE ((((replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) || ' '::text) ||
    CASE
        WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) ~~ '62%'::text) THEN ('0'::text || substr(replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text), 3))
        ELSE replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text)
    END) || ' '::text) || substr(
    CASE
        WHEN (replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text) ~~ '62%'::text) THEN ('0'::text || substr(replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text), 3))
        ELSE replace(replace(replace(COALESCE(phone, ''::text), ' '::text, ''::text), '-'::text, ''::text), '+'::text, ''::text)
    END, 2))
END))) stored

table stock_data
  id integer not null default nextval('stock_data_id_seq'::regclass)
  ticker text not null
  date text not null
  open integer not null
  high integer not null
  low integer not null
  close integer not null
  volume bigint not null
  value bigint not null
  frequency integer not null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1

table stock_index_tickers
  owner_id integer not null
  value text not null
  position integer not null

table stock_indices
  id integer not null default nextval('stock_indices_id_seq'::regclass)
  code text not null
  name text not null
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(code, ''::text) || ' '::text) || COALESCE(name, ''::text)))) stored

table sub_account_contributors
  id integer not null default nextval('sub_account_contributors_id_seq'::regclass)
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  contributor_id integer not null
  fullname text not null
  email text not null
  phone text null
  thumbnail text null
  short_bio text null
  status text not null default 'ACTIVE'::text
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((COALESCE(fullname, ''::text) || ' '::text) || COALESCE(email, ''::text)))) stored

table subscription_plans
  id integer not null default nextval('subscription_plans_id_seq'::regclass)
  name text not null
  code text not null
  description text null
  price integer not null
  promo_price integer null
  duration_days integer not null
  is_trial integer not null default 0
  features text not null default '[]'::text
  modules text not null default '[]'::text
  active integer not null default 1
  sort_order integer not null default 0
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, ((((COALESCE(name, ''::text) || ' '::text) || COALESCE(code, ''::text)) || ' '::text) || COALESCE(description, ''::text)))) stored

table text_sliders
  id integer not null default nextval('text_sliders_id_seq'::regclass)
  text text not null
  link_url text null
  sort_order integer not null
  start_at text null
  end_at text null
  active integer not null default 1
  created_at text not null
  updated_at text not null
  created_by integer null
  updated_by integer null
  deleted_at text null
  version integer not null default 1
  search_vector tsvector null generated always as (to_tsvector('simple'::regconfig, COALESCE(text, ''::text))) stored

table two_factor_policy
  role text not null
  required_at text not null
  required_by integer null

table view_events
  id bigint not null default nextval('view_events_id_seq'::regclass)
  section text not null
  content_id integer not null
  audience text not null
  action text not null
  occurred_at text not null
  received_at text not null
  api_key_id integer null

table view_rollups
  section text not null
  audience text not null
  day text not null
  action text not null
  total bigint not null

table view_rollups_monthly
  section text not null
  audience text not null
  month text not null
  action text not null
  total bigint not null

table webhook_attempts
  id integer not null default nextval('webhook_attempts_id_seq'::regclass)
  delivery_id text not null
  webhook_id integer not null
  attempt integer not null
  at text not null
  outcome text not null
  status_code integer null
  duration_ms integer not null
  error text null

table webhook_deliveries
  id text not null
  webhook_id integer not null
  event text not null
  area text not null
  record_id integer null
  body text not null
  status text not null
  created_at text not null
  updated_at text not null

table webhooks
  id integer not null default nextval('webhooks_id_seq'::regclass)
  name text not null
  url text not null
  secret text not null
  events text not null
  active integer not null
  paused_reason text null
  failures integer not null default 0
  last_delivery_at text null
  created_at text not null
  created_by integer null
  updated_at text not null
  revoked_at text null


-- constraints

constraint account_walls_created_by_fkey on account_walls: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint account_walls_pkey on account_walls: PRIMARY KEY (id)
constraint account_walls_updated_by_fkey on account_walls: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint ad_banners_created_by_fkey on ad_banners: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint ad_banners_pkey on ad_banners: PRIMARY KEY (id)
constraint ad_banners_updated_by_fkey on ad_banners: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint algo_news_auditor_id_fkey on algo_news: FOREIGN KEY (auditor_id) REFERENCES staff_users(id)
constraint algo_news_category_id_fkey on algo_news: FOREIGN KEY (category_id) REFERENCES research_categories(id)
constraint algo_news_created_by_fkey on algo_news: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint algo_news_edited_by_fkey on algo_news: FOREIGN KEY (edited_by) REFERENCES staff_users(id)
constraint algo_news_pkey on algo_news: PRIMARY KEY (id)
constraint algo_news_tags_owner_id_fkey on algo_news_tags: FOREIGN KEY (owner_id) REFERENCES algo_news(id) ON DELETE CASCADE
constraint algo_news_tags_pkey on algo_news_tags: PRIMARY KEY (owner_id, value)
constraint algo_news_tickers_owner_id_fkey on algo_news_tickers: FOREIGN KEY (owner_id) REFERENCES algo_news(id) ON DELETE CASCADE
constraint algo_news_tickers_pkey on algo_news_tickers: PRIMARY KEY (owner_id, value)
constraint algo_news_updated_by_fkey on algo_news: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint algo_news_writter_id_fkey on algo_news: FOREIGN KEY (writter_id) REFERENCES staff_users(id)
constraint algo_research_auditor_id_fkey on algo_research: FOREIGN KEY (auditor_id) REFERENCES staff_users(id)
constraint algo_research_category_id_fkey on algo_research: FOREIGN KEY (category_id) REFERENCES research_categories(id)
constraint algo_research_created_by_fkey on algo_research: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint algo_research_edited_by_fkey on algo_research: FOREIGN KEY (edited_by) REFERENCES staff_users(id)
constraint algo_research_pkey on algo_research: PRIMARY KEY (id)
constraint algo_research_plans_owner_id_fkey on algo_research_plans: FOREIGN KEY (owner_id) REFERENCES algo_research(id) ON DELETE CASCADE
constraint algo_research_plans_pkey on algo_research_plans: PRIMARY KEY (owner_id, value)
constraint algo_research_tags_owner_id_fkey on algo_research_tags: FOREIGN KEY (owner_id) REFERENCES algo_research(id) ON DELETE CASCADE
constraint algo_research_tags_pkey on algo_research_tags: PRIMARY KEY (owner_id, value)
constraint algo_research_tickers_owner_id_fkey on algo_research_tickers: FOREIGN KEY (owner_id) REFERENCES algo_research(id) ON DELETE CASCADE
constraint algo_research_tickers_pkey on algo_research_tickers: PRIMARY KEY (owner_id, value)
constraint algo_research_updated_by_fkey on algo_research: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint algo_research_writter_id_fkey on algo_research: FOREIGN KEY (writter_id) REFERENCES staff_users(id)
constraint audit_chain_pkey on audit_chain: PRIMARY KEY (id)
constraint audit_log_actor_id_fkey on audit_log: FOREIGN KEY (actor_id) REFERENCES staff_users(id)
constraint audit_log_pkey on audit_log: PRIMARY KEY (id)
constraint circle_disclosures_created_by_fkey on circle_disclosures: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint circle_disclosures_pkey on circle_disclosures: PRIMARY KEY (id)
constraint circle_disclosures_updated_by_fkey on circle_disclosures: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint circle_research_article_category_id_fkey on circle_research: FOREIGN KEY (article_category_id) REFERENCES research_categories(id)
constraint circle_research_auditor_id_fkey on circle_research: FOREIGN KEY (auditor_id) REFERENCES staff_users(id)
constraint circle_research_created_by_fkey on circle_research: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint circle_research_edited_by_fkey on circle_research: FOREIGN KEY (edited_by) REFERENCES staff_users(id)
constraint circle_research_pkey on circle_research: PRIMARY KEY (id)
constraint circle_research_sub_account_id_fkey on circle_research: FOREIGN KEY (sub_account_id) REFERENCES sub_account_contributors(id)
constraint circle_research_updated_by_fkey on circle_research: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint circle_research_writter_id_fkey on circle_research: FOREIGN KEY (writter_id) REFERENCES contributors(id)
constraint client_notifications_client_id_fkey on client_notifications: FOREIGN KEY (client_id) REFERENCES clients(id)
constraint client_notifications_pkey on client_notifications: PRIMARY KEY (id)
constraint client_sign_ins_client_id_fkey on client_sign_ins: FOREIGN KEY (client_id) REFERENCES clients(id)
constraint client_sign_ins_pkey on client_sign_ins: PRIMARY KEY (id)
constraint client_subscriptions_client_id_fkey on client_subscriptions: FOREIGN KEY (client_id) REFERENCES clients(id)
constraint client_subscriptions_pkey on client_subscriptions: PRIMARY KEY (id)
constraint client_subscriptions_plan_id_fkey on client_subscriptions: FOREIGN KEY (plan_id) REFERENCES subscription_plans(id)
constraint clients_created_by_fkey on clients: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint clients_pkey on clients: PRIMARY KEY (id)
constraint clients_updated_by_fkey on clients: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint contributors_created_by_fkey on contributors: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint contributors_pkey on contributors: PRIMARY KEY (id)
constraint contributors_updated_by_fkey on contributors: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint deliveries_client_id_fkey on deliveries: FOREIGN KEY (client_id) REFERENCES clients(id)
constraint deliveries_pkey on deliveries: PRIMARY KEY (id)
constraint desk_changes_pkey on desk_changes: PRIMARY KEY (tbl, slot)
constraint drafts_pkey on drafts: PRIMARY KEY (staff_id, area, record_key)
constraint drafts_staff_id_fkey on drafts: FOREIGN KEY (staff_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint hybrid_sliders_created_by_fkey on hybrid_sliders: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint hybrid_sliders_pkey on hybrid_sliders: PRIMARY KEY (id)
constraint hybrid_sliders_updated_by_fkey on hybrid_sliders: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint institution_content_auditor_id_fkey on institution_content: FOREIGN KEY (auditor_id) REFERENCES staff_users(id)
constraint institution_content_category_id_fkey on institution_content: FOREIGN KEY (category_id) REFERENCES research_categories(id)
constraint institution_content_created_by_fkey on institution_content: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint institution_content_edited_by_fkey on institution_content: FOREIGN KEY (edited_by) REFERENCES staff_users(id)
constraint institution_content_institution_id_fkey on institution_content: FOREIGN KEY (institution_id) REFERENCES institutions(id)
constraint institution_content_pkey on institution_content: PRIMARY KEY (id)
constraint institution_content_tags_owner_id_fkey on institution_content_tags: FOREIGN KEY (owner_id) REFERENCES institution_content(id) ON DELETE CASCADE
constraint institution_content_tags_pkey on institution_content_tags: PRIMARY KEY (owner_id, value)
constraint institution_content_tickers_owner_id_fkey on institution_content_tickers: FOREIGN KEY (owner_id) REFERENCES institution_content(id) ON DELETE CASCADE
constraint institution_content_tickers_pkey on institution_content_tickers: PRIMARY KEY (owner_id, value)
constraint institution_content_updated_by_fkey on institution_content: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint institution_content_writter_id_fkey on institution_content: FOREIGN KEY (writter_id) REFERENCES staff_users(id)
constraint institution_stock_picks_owner_id_fkey on institution_stock_picks: FOREIGN KEY (owner_id) REFERENCES institution_stock_placements(id) ON DELETE CASCADE
constraint institution_stock_picks_pkey on institution_stock_picks: PRIMARY KEY (owner_id, value)
constraint institution_stock_placements_auditor_id_fkey on institution_stock_placements: FOREIGN KEY (auditor_id) REFERENCES staff_users(id)
constraint institution_stock_placements_created_by_fkey on institution_stock_placements: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint institution_stock_placements_edited_by_fkey on institution_stock_placements: FOREIGN KEY (edited_by) REFERENCES staff_users(id)
constraint institution_stock_placements_institution_id_fkey on institution_stock_placements: FOREIGN KEY (institution_id) REFERENCES institutions(id)
constraint institution_stock_placements_pkey on institution_stock_placements: PRIMARY KEY (id)
constraint institution_stock_placements_updated_by_fkey on institution_stock_placements: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint institutions_created_by_fkey on institutions: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint institutions_pkey on institutions: PRIMARY KEY (id)
constraint institutions_updated_by_fkey on institutions: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint jobs_pkey on jobs: PRIMARY KEY (id)
constraint kysely_migration_lock_pkey on kysely_migration_lock: PRIMARY KEY (id)
constraint kysely_migration_pkey on kysely_migration: PRIMARY KEY (name)
constraint legal_documents_created_by_fkey on legal_documents: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint legal_documents_pkey on legal_documents: PRIMARY KEY (id)
constraint legal_documents_updated_by_fkey on legal_documents: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint login_throttle_pkey on login_throttle: PRIMARY KEY (throttle_key)
constraint mail_outbox_pkey on mail_outbox: PRIMARY KEY (id)
constraint master_stocks_created_by_fkey on master_stocks: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint master_stocks_pkey on master_stocks: PRIMARY KEY (id)
constraint master_stocks_updated_by_fkey on master_stocks: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint master_tags_created_by_fkey on master_tags: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint master_tags_pkey on master_tags: PRIMARY KEY (id)
constraint master_tags_updated_by_fkey on master_tags: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint newsletter_subscribers_client_id_fkey on newsletter_subscribers: FOREIGN KEY (client_id) REFERENCES clients(id)
constraint newsletter_subscribers_created_by_fkey on newsletter_subscribers: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint newsletter_subscribers_pkey on newsletter_subscribers: PRIMARY KEY (id)
constraint newsletter_subscribers_updated_by_fkey on newsletter_subscribers: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint newsletters_created_by_fkey on newsletters: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint newsletters_pkey on newsletters: PRIMARY KEY (id)
constraint newsletters_sent_by_fkey on newsletters: FOREIGN KEY (sent_by) REFERENCES staff_users(id)
constraint newsletters_updated_by_fkey on newsletters: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint notification_settings_pkey on notification_settings: PRIMARY KEY (staff_id)
constraint notification_settings_staff_id_fkey on notification_settings: FOREIGN KEY (staff_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint notifications_pkey on notifications: PRIMARY KEY (id)
constraint notifications_recipient_id_fkey on notifications: FOREIGN KEY (recipient_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint password_tokens_pkey on password_tokens: PRIMARY KEY (token_hash)
constraint password_tokens_user_id_fkey on password_tokens: FOREIGN KEY (user_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint public_api_keys_created_by_fkey on public_api_keys: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint public_api_keys_institution_id_fkey on public_api_keys: FOREIGN KEY (institution_id) REFERENCES institutions(id)
constraint public_api_keys_pkey on public_api_keys: PRIMARY KEY (id)
constraint research_blasts_created_by_fkey on research_blasts: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint research_blasts_pkey on research_blasts: PRIMARY KEY (id)
constraint research_blasts_research_id_fkey on research_blasts: FOREIGN KEY (research_id) REFERENCES algo_research(id)
constraint research_blasts_sent_by_fkey on research_blasts: FOREIGN KEY (sent_by) REFERENCES staff_users(id)
constraint research_blasts_updated_by_fkey on research_blasts: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint research_categories_created_by_fkey on research_categories: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint research_categories_pkey on research_categories: PRIMARY KEY (id)
constraint research_categories_updated_by_fkey on research_categories: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint resource_count_slots_pkey on resource_count_slots: PRIMARY KEY (tbl, dim, val, slot)
constraint resource_counts_pkey on resource_counts: PRIMARY KEY (tbl, dim, val)
constraint server_secrets_pkey on server_secrets: PRIMARY KEY (name)
constraint sessions_pkey on sessions: PRIMARY KEY (id_hash)
constraint sessions_user_id_fkey on sessions: FOREIGN KEY (user_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint staff_addresses_pkey on staff_addresses: PRIMARY KEY (staff_id, address)
constraint staff_addresses_staff_id_fkey on staff_addresses: FOREIGN KEY (staff_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint staff_permissions_pk on staff_permissions: PRIMARY KEY (user_id, module, action)
constraint staff_permissions_user_id_fkey on staff_permissions: FOREIGN KEY (user_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint staff_recovery_codes_pkey on staff_recovery_codes: PRIMARY KEY (id)
constraint staff_recovery_codes_user_id_fkey on staff_recovery_codes: FOREIGN KEY (user_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint staff_two_factor_pkey on staff_two_factor: PRIMARY KEY (user_id)
constraint staff_two_factor_user_id_fkey on staff_two_factor: FOREIGN KEY (user_id) REFERENCES staff_users(id) ON DELETE CASCADE
constraint staff_users_created_by_fkey on staff_users: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint staff_users_pkey on staff_users: PRIMARY KEY (id)
constraint staff_users_updated_by_fkey on staff_users: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint stock_data_pkey on stock_data: PRIMARY KEY (id)
constraint stock_index_tickers_owner_id_fkey on stock_index_tickers: FOREIGN KEY (owner_id) REFERENCES stock_indices(id) ON DELETE CASCADE
constraint stock_index_tickers_pkey on stock_index_tickers: PRIMARY KEY (owner_id, value)
constraint stock_indices_created_by_fkey on stock_indices: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint stock_indices_pkey on stock_indices: PRIMARY KEY (id)
constraint stock_indices_updated_by_fkey on stock_indices: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint sub_account_contributors_contributor_id_fkey on sub_account_contributors: FOREIGN KEY (contributor_id) REFERENCES contributors(id)
constraint sub_account_contributors_created_by_fkey on sub_account_contributors: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint sub_account_contributors_pkey on sub_account_contributors: PRIMARY KEY (id)
constraint sub_account_contributors_updated_by_fkey on sub_account_contributors: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint subscription_plans_created_by_fkey on subscription_plans: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint subscription_plans_pkey on subscription_plans: PRIMARY KEY (id)
constraint subscription_plans_updated_by_fkey on subscription_plans: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint text_sliders_created_by_fkey on text_sliders: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint text_sliders_pkey on text_sliders: PRIMARY KEY (id)
constraint text_sliders_updated_by_fkey on text_sliders: FOREIGN KEY (updated_by) REFERENCES staff_users(id)
constraint two_factor_policy_pkey on two_factor_policy: PRIMARY KEY (role)
constraint two_factor_policy_required_by_fkey on two_factor_policy: FOREIGN KEY (required_by) REFERENCES staff_users(id) ON DELETE SET NULL
constraint view_events_api_key_id_fkey on view_events: FOREIGN KEY (api_key_id) REFERENCES public_api_keys(id)
constraint view_events_pkey on view_events: PRIMARY KEY (id)
constraint view_rollups_monthly_pkey on view_rollups_monthly: PRIMARY KEY (section, audience, month, action)
constraint view_rollups_pkey on view_rollups: PRIMARY KEY (section, audience, day, action)
constraint webhook_attempts_delivery_id_fkey on webhook_attempts: FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries(id) ON DELETE CASCADE
constraint webhook_attempts_pkey on webhook_attempts: PRIMARY KEY (id)
constraint webhook_attempts_webhook_id_fkey on webhook_attempts: FOREIGN KEY (webhook_id) REFERENCES webhooks(id)
constraint webhook_deliveries_pkey on webhook_deliveries: PRIMARY KEY (id)
constraint webhook_deliveries_webhook_id_fkey on webhook_deliveries: FOREIGN KEY (webhook_id) REFERENCES webhooks(id)
constraint webhooks_created_by_fkey on webhooks: FOREIGN KEY (created_by) REFERENCES staff_users(id)
constraint webhooks_pkey on webhooks: PRIMARY KEY (id)

-- indexes

CREATE UNIQUE INDEX account_walls_content_area_unique ON public.account_walls USING btree (content_area);
CREATE UNIQUE INDEX account_walls_pkey ON public.account_walls USING btree (id);
CREATE INDEX ad_banners_active_created_at_live ON public.ad_banners USING btree (active, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_created_at_live ON public.ad_banners USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_end_at_live ON public.ad_banners USING btree (end_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX ad_banners_pkey ON public.ad_banners USING btree (id);
CREATE INDEX ad_banners_placement_created_at_live ON public.ad_banners USING btree (placement, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_priority_live ON public.ad_banners USING btree (priority, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_search ON public.ad_banners USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX ad_banners_start_at_live ON public.ad_banners USING btree (start_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_title_live ON public.ad_banners USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX ad_banners_updated_at_live ON public.ad_banners USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_category_id_live ON public.algo_news USING btree (category_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_created_at_live ON public.algo_news USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_live ON public.algo_news USING btree (status, published_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX algo_news_pkey ON public.algo_news USING btree (id);
CREATE INDEX algo_news_published_at_live ON public.algo_news USING btree (published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_search_live_approved ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'APPROVED'::text));
CREATE INDEX algo_news_search_live_draft ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'DRAFT'::text));
CREATE INDEX algo_news_search_live_pending ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'PENDING'::text));
CREATE INDEX algo_news_search_live_rejected ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REJECTED'::text));
CREATE INDEX algo_news_search_live_request ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REQUEST'::text));
CREATE INDEX algo_news_search_live_revision ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REVISION'::text));
CREATE INDEX algo_news_search_live_scheduled ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'SCHEDULED'::text));
CREATE INDEX algo_news_search_trash ON public.algo_news USING gin (search_vector) WITH (fastupdate=off) WHERE (deleted_at IS NOT NULL);
CREATE UNIQUE INDEX algo_news_slug_unique ON public.algo_news USING btree (slug text_pattern_ops);
CREATE INDEX algo_news_status_updated_at_live ON public.algo_news USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX algo_news_tags_pkey ON public.algo_news_tags USING btree (owner_id, value);
CREATE INDEX algo_news_tags_value ON public.algo_news_tags USING btree (value, owner_id);
CREATE UNIQUE INDEX algo_news_tickers_pkey ON public.algo_news_tickers USING btree (owner_id, value);
CREATE INDEX algo_news_tickers_value ON public.algo_news_tickers USING btree (value, owner_id);
CREATE INDEX algo_news_title_live ON public.algo_news USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_updated_at_live ON public.algo_news USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_writter_id_live ON public.algo_news USING btree (writter_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_news_writter_status_live ON public.algo_news USING btree (writter_id, status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_category_id_live ON public.algo_research USING btree (category_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_created_at_live ON public.algo_research USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_live ON public.algo_research USING btree (status, published_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX algo_research_pkey ON public.algo_research USING btree (id);
CREATE UNIQUE INDEX algo_research_plans_pkey ON public.algo_research_plans USING btree (owner_id, value);
CREATE INDEX algo_research_plans_value ON public.algo_research_plans USING btree (value, owner_id);
CREATE INDEX algo_research_published_at_live ON public.algo_research USING btree (published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_search_live_approved ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'APPROVED'::text));
CREATE INDEX algo_research_search_live_draft ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'DRAFT'::text));
CREATE INDEX algo_research_search_live_pending ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'PENDING'::text));
CREATE INDEX algo_research_search_live_rejected ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REJECTED'::text));
CREATE INDEX algo_research_search_live_request ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REQUEST'::text));
CREATE INDEX algo_research_search_live_revision ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'REVISION'::text));
CREATE INDEX algo_research_search_live_scheduled ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE ((deleted_at IS NULL) AND (status = 'SCHEDULED'::text));
CREATE INDEX algo_research_search_trash ON public.algo_research USING gin (search_vector) WITH (fastupdate=off) WHERE (deleted_at IS NOT NULL);
CREATE UNIQUE INDEX algo_research_slug_unique ON public.algo_research USING btree (slug text_pattern_ops);
CREATE INDEX algo_research_status_updated_at_live ON public.algo_research USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX algo_research_tags_pkey ON public.algo_research_tags USING btree (owner_id, value);
CREATE INDEX algo_research_tags_value ON public.algo_research_tags USING btree (value, owner_id);
CREATE UNIQUE INDEX algo_research_tickers_pkey ON public.algo_research_tickers USING btree (owner_id, value);
CREATE INDEX algo_research_tickers_value ON public.algo_research_tickers USING btree (value, owner_id);
CREATE INDEX algo_research_title_live ON public.algo_research USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_updated_at_live ON public.algo_research USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_writter_id_live ON public.algo_research USING btree (writter_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX algo_research_writter_status_live ON public.algo_research USING btree (writter_id, status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX audit_chain_pkey ON public.audit_chain USING btree (id);
CREATE UNIQUE INDEX audit_log_chain ON public.audit_log USING btree (chain_seq);
CREATE INDEX audit_log_created ON public.audit_log USING btree (created_at, chain_seq);
CREATE INDEX audit_log_entity ON public.audit_log USING btree (entity, entity_id, id);
CREATE UNIQUE INDEX audit_log_mac ON public.audit_log USING btree (mac);
CREATE UNIQUE INDEX audit_log_pkey ON public.audit_log USING btree (id);
CREATE INDEX audit_log_unsealed ON public.audit_log USING btree (id) WHERE (chain_seq IS NULL);
CREATE INDEX circle_disclosures_created_at_live ON public.circle_disclosures USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX circle_disclosures_current_unique ON public.circle_disclosures USING btree (is_current) WHERE ((is_current = 1) AND (deleted_at IS NULL));
CREATE INDEX circle_disclosures_effective_from_live ON public.circle_disclosures USING btree (effective_from, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX circle_disclosures_pkey ON public.circle_disclosures USING btree (id);
CREATE INDEX circle_disclosures_search ON public.circle_disclosures USING gin (search_vector) WITH (fastupdate=off);
CREATE UNIQUE INDEX circle_disclosures_version_unique ON public.circle_disclosures USING btree (version_number);
CREATE INDEX circle_research_article_title_id_live ON public.circle_research USING btree (article_title, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_created_at_id_live ON public.circle_research USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX circle_research_pkey ON public.circle_research USING btree (id);
CREATE INDEX circle_research_published_at_id_live ON public.circle_research USING btree (published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_search ON public.circle_research USING gin (search_vector) WITH (fastupdate=off);
CREATE UNIQUE INDEX circle_research_slug_unique ON public.circle_research USING btree (article_slug text_pattern_ops);
CREATE INDEX circle_research_status_article_title_id_live ON public.circle_research USING btree (status, article_title, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_status_created_at_id_live ON public.circle_research USING btree (status, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_status_published_at_id_live ON public.circle_research USING btree (status, published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_status_updated_at_id_live ON public.circle_research USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_trash ON public.circle_research USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX circle_research_updated_at_id_live ON public.circle_research USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_writter_id_created_at_id_live ON public.circle_research USING btree (writter_id, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX circle_research_writter_status_live ON public.circle_research USING btree (writter_id, status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX client_notifications_campaign_client ON public.client_notifications USING btree (campaign, campaign_id, client_id);
CREATE INDEX client_notifications_client ON public.client_notifications USING btree (client_id, created_at);
CREATE UNIQUE INDEX client_notifications_pkey ON public.client_notifications USING btree (id);
CREATE INDEX client_sign_ins_client ON public.client_sign_ins USING btree (client_id, signed_in_at);
CREATE UNIQUE INDEX client_sign_ins_pkey ON public.client_sign_ins USING btree (id);
CREATE INDEX client_subscriptions_client ON public.client_subscriptions USING btree (client_id, started_at);
CREATE UNIQUE INDEX client_subscriptions_pkey ON public.client_subscriptions USING btree (id);
CREATE INDEX client_subscriptions_plan ON public.client_subscriptions USING btree (plan_id);
CREATE INDEX clients_audience ON public.clients USING btree (plan_code, plan_ends_at) WHERE (deleted_at IS NULL);
CREATE INDEX clients_created_at_live ON public.clients USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX clients_email_unique ON public.clients USING btree (email);
CREATE INDEX clients_fullname_live ON public.clients USING btree (fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX clients_last_login_live ON public.clients USING btree (last_login, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX clients_pkey ON public.clients USING btree (id);
CREATE INDEX clients_plan_code_registered_at_live ON public.clients USING btree (plan_code, registered_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX clients_plan_ends_at_live ON public.clients USING btree (plan_ends_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX clients_registered_at_live ON public.clients USING btree (registered_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX clients_search ON public.clients USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX clients_status_registered_at_live ON public.clients USING btree (status, registered_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX clients_verified_live ON public.clients USING btree (verified_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contributors_created_at_live ON public.contributors USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contributors_email_live ON public.contributors USING btree (email, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX contributors_email_unique ON public.contributors USING btree (email);
CREATE INDEX contributors_fullname_live ON public.contributors USING btree (fullname, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX contributors_pkey ON public.contributors USING btree (id);
CREATE INDEX contributors_search ON public.contributors USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX contributors_status_created_at_live ON public.contributors USING btree (status, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX contributors_trash ON public.contributors USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX contributors_updated_at_live ON public.contributors USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX deliveries_campaign_client ON public.deliveries USING btree (campaign, campaign_id, client_id);
CREATE INDEX deliveries_campaign_status ON public.deliveries USING btree (campaign, campaign_id, status, id);
CREATE UNIQUE INDEX deliveries_pkey ON public.deliveries USING btree (id);
CREATE INDEX deliveries_to_send ON public.deliveries USING btree (campaign, campaign_id, id) WHERE (status = 'PENDING'::text);
CREATE UNIQUE INDEX desk_changes_pkey ON public.desk_changes USING btree (tbl, slot);
CREATE UNIQUE INDEX drafts_pkey ON public.drafts USING btree (staff_id, area, record_key);
CREATE INDEX drafts_saved_at ON public.drafts USING btree (saved_at);
CREATE INDEX hybrid_sliders_active_sort_order_live ON public.hybrid_sliders USING btree (active, sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX hybrid_sliders_content ON public.hybrid_sliders USING btree (content_type, content_id);
CREATE INDEX hybrid_sliders_created_at_live ON public.hybrid_sliders USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX hybrid_sliders_end_at_live ON public.hybrid_sliders USING btree (end_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX hybrid_sliders_pkey ON public.hybrid_sliders USING btree (id);
CREATE INDEX hybrid_sliders_search ON public.hybrid_sliders USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX hybrid_sliders_sort_order_live ON public.hybrid_sliders USING btree (sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX hybrid_sliders_start_at_live ON public.hybrid_sliders USING btree (start_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX hybrid_sliders_updated_at_live ON public.hybrid_sliders USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_category_id_live ON public.institution_content USING btree (category_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_created_at_live ON public.institution_content USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_institution_id_updated_at_live ON public.institution_content USING btree (institution_id, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institution_content_pkey ON public.institution_content USING btree (id);
CREATE INDEX institution_content_published_at_live ON public.institution_content USING btree (published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_search ON public.institution_content USING gin (search_vector) WITH (fastupdate=off);
CREATE UNIQUE INDEX institution_content_slug_unique ON public.institution_content USING btree (slug text_pattern_ops);
CREATE INDEX institution_content_status_published_at_live ON public.institution_content USING btree (status, published_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_status_updated_at_live ON public.institution_content USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institution_content_tags_pkey ON public.institution_content_tags USING btree (owner_id, value);
CREATE INDEX institution_content_tags_value ON public.institution_content_tags USING btree (value, owner_id);
CREATE UNIQUE INDEX institution_content_tickers_pkey ON public.institution_content_tickers USING btree (owner_id, value);
CREATE INDEX institution_content_tickers_value ON public.institution_content_tickers USING btree (value, owner_id);
CREATE INDEX institution_content_title_live ON public.institution_content USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_trash ON public.institution_content USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX institution_content_updated_at_live ON public.institution_content USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_writter_id_live ON public.institution_content USING btree (writter_id, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_content_writter_status_live ON public.institution_content USING btree (writter_id, status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institution_stock_picks_pkey ON public.institution_stock_picks USING btree (owner_id, value);
CREATE INDEX institution_stock_picks_value ON public.institution_stock_picks USING btree (value, owner_id);
CREATE INDEX institution_stock_placements_created_at_live ON public.institution_stock_placements USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_stock_placements_institution_id_updated_at_live ON public.institution_stock_placements USING btree (institution_id, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_stock_placements_period_from_live ON public.institution_stock_placements USING btree (period_from, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institution_stock_placements_pkey ON public.institution_stock_placements USING btree (id);
CREATE INDEX institution_stock_placements_search ON public.institution_stock_placements USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX institution_stock_placements_status_updated_at_live ON public.institution_stock_placements USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_stock_placements_title_live ON public.institution_stock_placements USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX institution_stock_placements_trash ON public.institution_stock_placements USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX institution_stock_placements_updated_at_live ON public.institution_stock_placements USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institutions_broker_code_live ON public.institutions USING btree (broker_code, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institutions_broker_code_unique ON public.institutions USING btree (broker_code);
CREATE INDEX institutions_created_at_live ON public.institutions USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX institutions_name_live ON public.institutions USING btree (name, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX institutions_pkey ON public.institutions USING btree (id);
CREATE INDEX institutions_search ON public.institutions USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX institutions_sort_order_live ON public.institutions USING btree (sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX institutions_trash ON public.institutions USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX institutions_updated_at_live ON public.institutions USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX jobs_due ON public.jobs USING btree (status, run_at) WHERE (status = ANY (ARRAY['queued'::text, 'running'::text]));
CREATE UNIQUE INDEX jobs_pkey ON public.jobs USING btree (id);
CREATE INDEX jobs_subject ON public.jobs USING btree (subject, id) WHERE (subject IS NOT NULL);
CREATE UNIQUE INDEX kysely_migration_lock_pkey ON public.kysely_migration_lock USING btree (id);
CREATE UNIQUE INDEX kysely_migration_pkey ON public.kysely_migration USING btree (name);
CREATE INDEX legal_documents_created_at_live ON public.legal_documents USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX legal_documents_current_unique ON public.legal_documents USING btree (document_type) WHERE ((is_current = 1) AND (deleted_at IS NULL));
CREATE INDEX legal_documents_effective_from_live ON public.legal_documents USING btree (effective_from, id) WHERE (deleted_at IS NULL);
CREATE INDEX legal_documents_is_current_document_type_live ON public.legal_documents USING btree (is_current, document_type, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX legal_documents_pkey ON public.legal_documents USING btree (id);
CREATE INDEX legal_documents_search ON public.legal_documents USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX legal_documents_title_live ON public.legal_documents USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX legal_documents_updated_at_live ON public.legal_documents USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX legal_documents_version_unique ON public.legal_documents USING btree (document_type, version_number);
CREATE UNIQUE INDEX login_throttle_pkey ON public.login_throttle USING btree (throttle_key);
CREATE INDEX login_throttle_window ON public.login_throttle USING btree (window_start);
CREATE UNIQUE INDEX mail_outbox_pkey ON public.mail_outbox USING btree (id);
CREATE INDEX master_stocks_active_ticker_live ON public.master_stocks USING btree (active, ticker, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_stocks_board_ticker_live ON public.master_stocks USING btree (board, ticker, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_stocks_company_name_live ON public.master_stocks USING btree (company_name, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_stocks_created_at_live ON public.master_stocks USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_stocks_listing_date_live ON public.master_stocks USING btree (listing_date, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX master_stocks_pkey ON public.master_stocks USING btree (id);
CREATE INDEX master_stocks_search ON public.master_stocks USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX master_stocks_sector_ticker_live ON public.master_stocks USING btree (sector, ticker, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX master_stocks_ticker_unique ON public.master_stocks USING btree (ticker);
CREATE INDEX master_stocks_updated_at_live ON public.master_stocks USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_tags_applies_to_name_live ON public.master_tags USING btree (applies_to, name, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_tags_created_at_live ON public.master_tags USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX master_tags_live_lower_name ON public.master_tags USING btree (lower(name)) WHERE (deleted_at IS NULL);
CREATE INDEX master_tags_name_live ON public.master_tags USING btree (name, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX master_tags_pkey ON public.master_tags USING btree (id);
CREATE INDEX master_tags_search ON public.master_tags USING gin (search_vector) WITH (fastupdate=off);
CREATE UNIQUE INDEX master_tags_slug_unique ON public.master_tags USING btree (slug text_pattern_ops);
CREATE INDEX master_tags_updated_at_live ON public.master_tags USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX newsletter_subscribers_client_unique ON public.newsletter_subscribers USING btree (client_id);
CREATE INDEX newsletter_subscribers_email_live ON public.newsletter_subscribers USING btree (email, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletter_subscribers_fullname_live ON public.newsletter_subscribers USING btree (fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletter_subscribers_opted_in_at_live ON public.newsletter_subscribers USING btree (opted_in_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX newsletter_subscribers_pkey ON public.newsletter_subscribers USING btree (id);
CREATE INDEX newsletter_subscribers_search ON public.newsletter_subscribers USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX newsletter_subscribers_status_opted_in_at_live ON public.newsletter_subscribers USING btree (status, opted_in_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletter_subscribers_unsubscribed_at_live ON public.newsletter_subscribers USING btree (unsubscribed_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletters_created_at_live ON public.newsletters USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX newsletters_pkey ON public.newsletters USING btree (id);
CREATE INDEX newsletters_scheduled_at_live ON public.newsletters USING btree (scheduled_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletters_search ON public.newsletters USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX newsletters_sent_at_live ON public.newsletters USING btree (sent_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletters_status_updated_at_live ON public.newsletters USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletters_subject_live ON public.newsletters USING btree (subject, id) WHERE (deleted_at IS NULL);
CREATE INDEX newsletters_updated_at_live ON public.newsletters USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX notification_settings_pkey ON public.notification_settings USING btree (staff_id);
CREATE INDEX notifications_created ON public.notifications USING btree (created_at);
CREATE UNIQUE INDEX notifications_event ON public.notifications USING btree (recipient_id, event_key);
CREATE UNIQUE INDEX notifications_pkey ON public.notifications USING btree (id);
CREATE INDEX notifications_recipient ON public.notifications USING btree (recipient_id, id);
CREATE INDEX notifications_unread ON public.notifications USING btree (recipient_id, id) WHERE (read_at IS NULL);
CREATE UNIQUE INDEX password_tokens_pkey ON public.password_tokens USING btree (token_hash);
CREATE INDEX password_tokens_user ON public.password_tokens USING btree (user_id);
CREATE UNIQUE INDEX public_api_keys_hash_unique ON public.public_api_keys USING btree (key_hash);
CREATE UNIQUE INDEX public_api_keys_pkey ON public.public_api_keys USING btree (id);
CREATE INDEX research_blasts_created_at_live ON public.research_blasts USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX research_blasts_pkey ON public.research_blasts USING btree (id);
CREATE INDEX research_blasts_scheduled_at_live ON public.research_blasts USING btree (scheduled_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_blasts_search ON public.research_blasts USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX research_blasts_sent_count_live ON public.research_blasts USING btree (sent_count, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_blasts_status_updated_at_live ON public.research_blasts USING btree (status, updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_blasts_title_live ON public.research_blasts USING btree (title, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_blasts_updated_at_live ON public.research_blasts USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_categories_active_created_at_live ON public.research_categories USING btree (active, created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_categories_article_category_name_live ON public.research_categories USING btree (article_category_name, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_categories_created_at_live ON public.research_categories USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_categories_live_lower_article_category_name ON public.research_categories USING btree (lower(article_category_name)) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX research_categories_pkey ON public.research_categories USING btree (id);
CREATE INDEX research_categories_search ON public.research_categories USING gin (search_vector) WITH (fastupdate=off);
CREATE UNIQUE INDEX research_categories_slug_unique ON public.research_categories USING btree (slug text_pattern_ops);
CREATE INDEX research_categories_sort_order_live ON public.research_categories USING btree (sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX research_categories_updated_at_live ON public.research_categories USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX resource_count_slots_pkey ON public.resource_count_slots USING btree (tbl, dim, val, slot);
CREATE UNIQUE INDEX resource_counts_pkey ON public.resource_counts USING btree (tbl, dim, val);
CREATE UNIQUE INDEX server_secrets_pkey ON public.server_secrets USING btree (name);
CREATE UNIQUE INDEX sessions_pkey ON public.sessions USING btree (id_hash);
CREATE INDEX sessions_user ON public.sessions USING btree (user_id);
CREATE UNIQUE INDEX staff_addresses_pkey ON public.staff_addresses USING btree (staff_id, address);
CREATE UNIQUE INDEX staff_permissions_pk ON public.staff_permissions USING btree (user_id, module, action);
CREATE UNIQUE INDEX staff_recovery_codes_pkey ON public.staff_recovery_codes USING btree (id);
CREATE INDEX staff_recovery_codes_user ON public.staff_recovery_codes USING btree (user_id);
CREATE UNIQUE INDEX staff_two_factor_pkey ON public.staff_two_factor USING btree (user_id);
CREATE INDEX staff_users_created_at_live ON public.staff_users USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX staff_users_email_live ON public.staff_users USING btree (email, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX staff_users_email_unique ON public.staff_users USING btree (email);
CREATE INDEX staff_users_fullname_live ON public.staff_users USING btree (fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX staff_users_last_login_live ON public.staff_users USING btree (last_login, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX staff_users_pkey ON public.staff_users USING btree (id);
CREATE INDEX staff_users_role_fullname_live ON public.staff_users USING btree (role, fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX staff_users_role_status ON public.staff_users USING btree (role, status);
CREATE INDEX staff_users_search ON public.staff_users USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX staff_users_status_fullname_live ON public.staff_users USING btree (status, fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX staff_users_updated_at_live ON public.staff_users USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX stock_data_date_id_live ON public.stock_data USING btree (date, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX stock_data_pkey ON public.stock_data USING btree (id);
CREATE UNIQUE INDEX stock_data_ticker_date_unique ON public.stock_data USING btree (ticker, date) INCLUDE (deleted_at);
CREATE INDEX stock_data_trash ON public.stock_data USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE UNIQUE INDEX stock_index_tickers_pkey ON public.stock_index_tickers USING btree (owner_id, value);
CREATE INDEX stock_index_tickers_value ON public.stock_index_tickers USING btree (value, owner_id);
CREATE UNIQUE INDEX stock_indices_code_unique ON public.stock_indices USING btree (code);
CREATE INDEX stock_indices_created_at_live ON public.stock_indices USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX stock_indices_name_live ON public.stock_indices USING btree (name, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX stock_indices_pkey ON public.stock_indices USING btree (id);
CREATE INDEX stock_indices_search ON public.stock_indices USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX stock_indices_updated_at_live ON public.stock_indices USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX sub_account_contributors_contributor_id_fullname_live ON public.sub_account_contributors USING btree (contributor_id, fullname, id) WHERE (deleted_at IS NULL);
CREATE INDEX sub_account_contributors_created_at_live ON public.sub_account_contributors USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX sub_account_contributors_email_unique ON public.sub_account_contributors USING btree (email);
CREATE INDEX sub_account_contributors_fullname_live ON public.sub_account_contributors USING btree (fullname, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX sub_account_contributors_pkey ON public.sub_account_contributors USING btree (id);
CREATE INDEX sub_account_contributors_search ON public.sub_account_contributors USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX sub_account_contributors_trash ON public.sub_account_contributors USING btree (deleted_at, id) WHERE (deleted_at IS NOT NULL);
CREATE INDEX sub_account_contributors_updated_at_live ON public.sub_account_contributors USING btree (updated_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX subscription_plans_active_sort_order_live ON public.subscription_plans USING btree (active, sort_order, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX subscription_plans_code_unique ON public.subscription_plans USING btree (code);
CREATE INDEX subscription_plans_created_at_live ON public.subscription_plans USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE INDEX subscription_plans_live_lower_name ON public.subscription_plans USING btree (lower(name)) WHERE (deleted_at IS NULL);
CREATE INDEX subscription_plans_name_live ON public.subscription_plans USING btree (name, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX subscription_plans_pkey ON public.subscription_plans USING btree (id);
CREATE INDEX subscription_plans_price_live ON public.subscription_plans USING btree (price, id) WHERE (deleted_at IS NULL);
CREATE INDEX subscription_plans_search ON public.subscription_plans USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX subscription_plans_sort_order_live ON public.subscription_plans USING btree (sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX text_sliders_active_sort_order_live ON public.text_sliders USING btree (active, sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX text_sliders_created_at_live ON public.text_sliders USING btree (created_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX text_sliders_pkey ON public.text_sliders USING btree (id);
CREATE INDEX text_sliders_search ON public.text_sliders USING gin (search_vector) WITH (fastupdate=off);
CREATE INDEX text_sliders_sort_order_live ON public.text_sliders USING btree (sort_order, id) WHERE (deleted_at IS NULL);
CREATE INDEX text_sliders_start_at_live ON public.text_sliders USING btree (start_at, id) WHERE (deleted_at IS NULL);
CREATE UNIQUE INDEX two_factor_policy_pkey ON public.two_factor_policy USING btree (role);
CREATE UNIQUE INDEX view_events_pkey ON public.view_events USING btree (id);
CREATE UNIQUE INDEX view_rollups_monthly_pkey ON public.view_rollups_monthly USING btree (section, audience, month, action);
CREATE UNIQUE INDEX view_rollups_pkey ON public.view_rollups USING btree (section, audience, day, action);
CREATE INDEX webhook_attempts_delivery ON public.webhook_attempts USING btree (delivery_id);
CREATE UNIQUE INDEX webhook_attempts_pkey ON public.webhook_attempts USING btree (id);
CREATE INDEX webhook_attempts_webhook ON public.webhook_attempts USING btree (webhook_id, id);
CREATE INDEX webhook_deliveries_created ON public.webhook_deliveries USING btree (created_at);
CREATE UNIQUE INDEX webhook_deliveries_pkey ON public.webhook_deliveries USING btree (id);
CREATE INDEX webhook_deliveries_webhook ON public.webhook_deliveries USING btree (webhook_id, status);
CREATE INDEX webhooks_active ON public.webhooks USING btree (id) WHERE (active = 1);
CREATE UNIQUE INDEX webhooks_pkey ON public.webhooks USING btree (id);

-- sequences

sequence account_walls_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by account_walls.id
sequence ad_banners_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by ad_banners.id
sequence algo_news_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by algo_news.id
sequence algo_research_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by algo_research.id
sequence audit_log_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by audit_log.id
sequence circle_disclosures_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by circle_disclosures.id
sequence circle_research_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by circle_research.id
sequence client_notifications_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by client_notifications.id
sequence client_sign_ins_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by client_sign_ins.id
sequence client_subscriptions_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by client_subscriptions.id
sequence clients_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by clients.id
sequence contributors_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by contributors.id
sequence deliveries_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by deliveries.id
sequence hybrid_sliders_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by hybrid_sliders.id
sequence institution_content_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by institution_content.id
sequence institution_stock_placements_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by institution_stock_placements.id
sequence institutions_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by institutions.id
sequence jobs_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by jobs.id
sequence legal_documents_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by legal_documents.id
sequence mail_outbox_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by mail_outbox.id
sequence master_stocks_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by master_stocks.id
sequence master_tags_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by master_tags.id
sequence newsletter_subscribers_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by newsletter_subscribers.id
sequence newsletters_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by newsletters.id
sequence notifications_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by notifications.id
sequence public_api_keys_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by public_api_keys.id
sequence research_blasts_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by research_blasts.id
sequence research_categories_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by research_categories.id
sequence staff_recovery_codes_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by staff_recovery_codes.id
sequence staff_users_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by staff_users.id
sequence stock_data_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by stock_data.id
sequence stock_indices_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by stock_indices.id
sequence sub_account_contributors_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by sub_account_contributors.id
sequence subscription_plans_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by subscription_plans.id
sequence text_sliders_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by text_sliders.id
sequence view_events_id_seq as bigint start 1 increment 1 minvalue 1 maxvalue 9223372036854775807 cache 1 owned by view_events.id
sequence webhook_attempts_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by webhook_attempts.id
sequence webhooks_id_seq as integer start 1 increment 1 minvalue 1 maxvalue 2147483647 cache 1 owned by webhooks.id

-- views

create view resource_totals as
 SELECT counted.tbl,
    counted.dim,
    counted.val,
    sum(counted.live)::integer AS live
   FROM ( SELECT resource_counts.tbl,
            resource_counts.dim,
            resource_counts.val,
            resource_counts.live
           FROM resource_counts
        UNION ALL
         SELECT resource_count_slots.tbl,
            resource_count_slots.dim,
            resource_count_slots.val,
            resource_count_slots.live
           FROM resource_count_slots) counted
  GROUP BY counted.tbl, counted.dim, counted.val;


-- functions

CREATE OR REPLACE FUNCTION public.audit_log_read_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      begin
        if tg_op = 'UPDATE' and old.chain_seq is null and new.chain_seq is not null and new."id" is not distinct from old."id" and new."actor_id" is not distinct from old."actor_id" and new."actor_name" is not distinct from old."actor_name" and new."action" is not distinct from old."action" and new."entity" is not distinct from old."entity" and new."entity_id" is not distinct from old."entity_id" and new."before" is not distinct from old."before" and new."after" is not distinct from old."after" and new."note" is not distinct from old."note" and new."request_id" is not distinct from old."request_id" and new."created_at" is not distinct from old."created_at" and new."mac" is not distinct from old."mac" then
          return new;
        end if;
        raise exception 'audit log entries are never changed or removed';
      end $function$;

CREATE OR REPLACE FUNCTION public.rc_count_account_walls()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'account_walls', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'account_walls', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n from rc_new t where t.deleted_at is null
      union all select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'account_walls', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_account_walls_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n where new.deleted_at is null
      union all select -1 as n where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'account_walls', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_ad_banners()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."placement"::text as c1, t."active"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'placement', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'ad_banners', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."placement"::text as c1, t."active"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'placement', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'ad_banners', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."placement"::text as c1, t."active"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."placement"::text as c1, t."active"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'placement', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'ad_banners', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_ad_banners_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."placement"::text as c1, new."active"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."placement"::text as c1, old."active"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'placement', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'ad_banners', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_algo_news()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."is_breaking"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_breaking', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_news', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."is_breaking"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_breaking', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_news', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."is_breaking"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."is_breaking"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_breaking', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_news', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_algo_news_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."is_breaking"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."is_breaking"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_breaking', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_news', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_algo_research()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_algo_research_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'algo_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_circle_disclosures()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."is_current"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'is_current', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_disclosures', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."is_current"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'is_current', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_disclosures', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."is_current"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."is_current"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'is_current', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_disclosures', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_circle_disclosures_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."is_current"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."is_current"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'is_current', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_disclosures', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_circle_research()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."writter_id"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'writter_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."writter_id"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'writter_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."writter_id"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."writter_id"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'writter_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_circle_research_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."writter_id"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."writter_id"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'writter_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'circle_research', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_clients()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."verified"::text as c2, t."plan_code"::text as c3 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'verified', coalesce(c2, ''), n from changes
      union all select 'plan_code', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'clients', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."verified"::text as c2, t."plan_code"::text as c3 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'verified', coalesce(c2, ''), n from changes
      union all select 'plan_code', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'clients', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."verified"::text as c2, t."plan_code"::text as c3 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."verified"::text as c2, t."plan_code"::text as c3 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'verified', coalesce(c2, ''), n from changes
      union all select 'plan_code', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'clients', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_clients_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."verified"::text as c2, new."plan_code"::text as c3 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."verified"::text as c2, old."plan_code"::text as c3 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'verified', coalesce(c2, ''), n from changes
      union all select 'plan_code', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'clients', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_contributors()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."is_verified"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_verified', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."is_verified"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_verified', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."is_verified"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."is_verified"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_verified', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_contributors_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."is_verified"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."is_verified"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'is_verified', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_hybrid_sliders()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."content_type"::text as c1, t."active"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'content_type', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'hybrid_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."content_type"::text as c1, t."active"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'content_type', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'hybrid_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."content_type"::text as c1, t."active"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."content_type"::text as c1, t."active"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'content_type', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'hybrid_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_hybrid_sliders_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."content_type"::text as c1, new."active"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."content_type"::text as c1, old."active"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'content_type', coalesce(c1, ''), n from changes
      union all select 'active', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'hybrid_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institution_content()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."report_type"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'report_type', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_content', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."report_type"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'report_type', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_content', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."report_type"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."report_type"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'report_type', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_content', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institution_content_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."report_type"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."report_type"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'report_type', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_content', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institution_stock_placements()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_stock_placements', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_stock_placements', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_stock_placements', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institution_stock_placements_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institution_stock_placements', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institutions()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institutions', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institutions', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institutions', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_institutions_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'institutions', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_legal_documents()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."document_type"::text as c1, t."is_current"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'document_type', coalesce(c1, ''), n from changes
      union all select 'is_current', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'legal_documents', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."document_type"::text as c1, t."is_current"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'document_type', coalesce(c1, ''), n from changes
      union all select 'is_current', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'legal_documents', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."document_type"::text as c1, t."is_current"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."document_type"::text as c1, t."is_current"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'document_type', coalesce(c1, ''), n from changes
      union all select 'is_current', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'legal_documents', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_legal_documents_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."document_type"::text as c1, new."is_current"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."document_type"::text as c1, old."is_current"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'document_type', coalesce(c1, ''), n from changes
      union all select 'is_current', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'legal_documents', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_master_stocks()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."sector"::text as c1, t."board"::text as c2, t."active"::text as c3 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'sector', coalesce(c1, ''), n from changes
      union all select 'board', coalesce(c2, ''), n from changes
      union all select 'active', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_stocks', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."sector"::text as c1, t."board"::text as c2, t."active"::text as c3 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'sector', coalesce(c1, ''), n from changes
      union all select 'board', coalesce(c2, ''), n from changes
      union all select 'active', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_stocks', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."sector"::text as c1, t."board"::text as c2, t."active"::text as c3 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."sector"::text as c1, t."board"::text as c2, t."active"::text as c3 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'sector', coalesce(c1, ''), n from changes
      union all select 'board', coalesce(c2, ''), n from changes
      union all select 'active', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_stocks', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_master_stocks_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."sector"::text as c1, new."board"::text as c2, new."active"::text as c3 where new.deleted_at is null
      union all select -1 as n, old."sector"::text as c1, old."board"::text as c2, old."active"::text as c3 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'sector', coalesce(c1, ''), n from changes
      union all select 'board', coalesce(c2, ''), n from changes
      union all select 'active', coalesce(c3, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_stocks', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_master_tags()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."applies_to"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'applies_to', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_tags', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."applies_to"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'applies_to', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_tags', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."applies_to"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."applies_to"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'applies_to', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_tags', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_master_tags_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."applies_to"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."applies_to"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'applies_to', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'master_tags', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_newsletter_subscribers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."source"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'source', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletter_subscribers', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."source"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'source', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletter_subscribers', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."source"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."source"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'source', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletter_subscribers', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_newsletter_subscribers_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."source"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."source"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'source', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletter_subscribers', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_newsletters()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletters', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletters', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletters', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_newsletters_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'newsletters', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_research_blasts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."channel"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'channel', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_blasts', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."channel"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'channel', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_blasts', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."channel"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."channel"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'channel', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_blasts', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_research_blasts_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."channel"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."channel"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'channel', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_blasts', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_research_categories()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."active"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_categories', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."active"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_categories', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."active"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."active"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_categories', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_research_categories_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."active"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."active"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'research_categories', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_staff_users()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."role"::text as c1, t."status"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'role', coalesce(c1, ''), n from changes
      union all select 'status', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'staff_users', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."role"::text as c1, t."status"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'role', coalesce(c1, ''), n from changes
      union all select 'status', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'staff_users', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."role"::text as c1, t."status"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."role"::text as c1, t."status"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'role', coalesce(c1, ''), n from changes
      union all select 'status', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'staff_users', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_staff_users_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."role"::text as c1, new."status"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."role"::text as c1, old."status"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'role', coalesce(c1, ''), n from changes
      union all select 'status', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'staff_users', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_stock_data()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_data', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_data', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n from rc_new t where t.deleted_at is null
      union all select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_data', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_stock_data_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n where new.deleted_at is null
      union all select -1 as n where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_data', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_stock_indices()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_indices', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_indices', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n from rc_new t where t.deleted_at is null
      union all select -1 as n from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_indices', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_stock_indices_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n where new.deleted_at is null
      union all select -1 as n where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'stock_indices', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_sub_account_contributors()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."status"::text as c1, t."contributor_id"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'contributor_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'sub_account_contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."status"::text as c1, t."contributor_id"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'contributor_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'sub_account_contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."status"::text as c1, t."contributor_id"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."status"::text as c1, t."contributor_id"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'contributor_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'sub_account_contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_sub_account_contributors_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."status"::text as c1, new."contributor_id"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."status"::text as c1, old."contributor_id"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'status', coalesce(c1, ''), n from changes
      union all select 'contributor_id', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'sub_account_contributors', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_subscription_plans()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."active"::text as c1, t."is_trial"::text as c2 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
      union all select 'is_trial', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'subscription_plans', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."active"::text as c1, t."is_trial"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
      union all select 'is_trial', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'subscription_plans', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."active"::text as c1, t."is_trial"::text as c2 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."active"::text as c1, t."is_trial"::text as c2 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
      union all select 'is_trial', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'subscription_plans', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_subscription_plans_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."active"::text as c1, new."is_trial"::text as c2 where new.deleted_at is null
      union all select -1 as n, old."active"::text as c1, old."is_trial"::text as c2 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
      union all select 'is_trial', coalesce(c2, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'subscription_plans', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_text_sliders()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
  if tg_op = 'INSERT' then
    with changes as (select 1 as n, t."active"::text as c1 from rc_new t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'text_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  elsif tg_op = 'DELETE' then
    with changes as (select -1 as n, t."active"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'text_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  else
    with changes as (select 1 as n, t."active"::text as c1 from rc_new t where t.deleted_at is null
      union all select -1 as n, t."active"::text as c1 from rc_old t where t.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'text_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_count_text_sliders_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
begin
    with changes as (select 1 as n, new."active"::text as c1 where new.deleted_at is null
      union all select -1 as n, old."active"::text as c1 where old.deleted_at is null),
    dims as (
      select '' as dim, '' as val, n from changes
      union all select 'active', coalesce(c1, ''), n from changes
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select 'text_sliders', dim, val, pg_backend_pid() % 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_desk_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    begin
      insert into desk_changes (tbl, slot, changes) values (tg_table_name, pg_backend_pid() % 16, 1)
      on conflict (tbl, slot) do update set changes = desk_changes.changes + 1;
      return null;
    end $function$;

CREATE OR REPLACE FUNCTION public.rc_resource_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  d text;
  r jsonb;
begin
  if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
    r := to_jsonb(old);
    update resource_counts set live = live - 1 where tbl = tg_table_name and dim = '' and val = '';
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      update resource_counts set live = live - 1 where tbl = tg_table_name and dim = d and val = coalesce(r ->> d, '');
    end loop;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null then
    r := to_jsonb(new);
    insert into resource_counts (tbl, dim, val, live) values (tg_table_name, '', '', 1)
      on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    foreach d in array coalesce(tg_argv, '{}'::text[]) loop
      insert into resource_counts (tbl, dim, val, live) values (tg_table_name, d, coalesce(r ->> d, ''), 1)
        on conflict (tbl, dim, val) do update set live = resource_counts.live + 1;
    end loop;
  end if;
  return null;
end
$function$;

CREATE OR REPLACE FUNCTION public.rc_resource_count_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
declare
  vals text;
  changes text;
begin
  -- A changed row's counted values, in the order of the trigger's arguments.
  select format('array[%s]::text[]', coalesce(string_agg(format('t.%I::text', a), ', ' order by n), ''))
    into vals from unnest(tg_argv) with ordinality as c(a, n);
  changes := case tg_op
    when 'INSERT' then format('select 1 as n, %s as r from rc_new t where t.deleted_at is null', vals)
    when 'DELETE' then format('select -1 as n, %s as r from rc_old t where t.deleted_at is null', vals)
    else format('select 1 as n, %1$s as r from rc_new t where t.deleted_at is null
          union all select -1 as n, %1$s as r from rc_old t where t.deleted_at is null', vals)
  end;
  execute format($q$
    with changes as (%s),
    dims as (
      select '' as dim, '' as val, n from changes
      union all
      select d.dim, coalesce(c.r[d.i], ''), c.n from changes c cross join unnest($1::text[]) with ordinality as d(dim, i)
    ),
    delta as (select dim, val, sum(n)::int as n from dims group by dim, val having sum(n) <> 0)
    insert into resource_count_slots (tbl, dim, val, slot, live)
    select $2, dim, val, pg_backend_pid() %% 16, n from delta order by dim, val
    on conflict (tbl, dim, val, slot) do update set live = resource_count_slots.live + excluded.live
  $q$, changes) using coalesce(tg_argv, '{}'::text[]), tg_table_name;
  return null;
end
$function$;


-- triggers

CREATE TRIGGER account_walls_count_delete AFTER DELETE ON account_walls REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_account_walls();
CREATE TRIGGER account_walls_count_insert AFTER INSERT ON account_walls REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_account_walls();
CREATE TRIGGER account_walls_count_update AFTER UPDATE OF deleted_at ON account_walls FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at) EXECUTE FUNCTION rc_count_account_walls_row();
CREATE TRIGGER account_walls_desk_changed AFTER INSERT OR DELETE OR UPDATE ON account_walls FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER ad_banners_count_delete AFTER DELETE ON ad_banners REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_ad_banners('placement', 'active');
CREATE TRIGGER ad_banners_count_insert AFTER INSERT ON ad_banners REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_ad_banners('placement', 'active');
CREATE TRIGGER ad_banners_count_update AFTER UPDATE OF deleted_at, placement, active ON ad_banners FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.placement IS DISTINCT FROM new.placement OR old.active IS DISTINCT FROM new.active) EXECUTE FUNCTION rc_count_ad_banners_row();
CREATE TRIGGER algo_news_count_delete AFTER DELETE ON algo_news REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_algo_news('status', 'is_breaking');
CREATE TRIGGER algo_news_count_insert AFTER INSERT ON algo_news REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_algo_news('status', 'is_breaking');
CREATE TRIGGER algo_news_count_update AFTER UPDATE OF deleted_at, status, is_breaking ON algo_news FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.is_breaking IS DISTINCT FROM new.is_breaking) EXECUTE FUNCTION rc_count_algo_news_row();
CREATE TRIGGER algo_news_desk_changed AFTER INSERT OR DELETE OR UPDATE ON algo_news FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER algo_research_count_delete AFTER DELETE ON algo_research REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_algo_research('status');
CREATE TRIGGER algo_research_count_insert AFTER INSERT ON algo_research REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_algo_research('status');
CREATE TRIGGER algo_research_count_update AFTER UPDATE OF deleted_at, status ON algo_research FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION rc_count_algo_research_row();
CREATE TRIGGER algo_research_desk_changed AFTER INSERT OR DELETE OR UPDATE ON algo_research FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER audit_log_no_update BEFORE DELETE OR UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_read_only();
CREATE TRIGGER circle_disclosures_count_delete AFTER DELETE ON circle_disclosures REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_circle_disclosures('is_current');
CREATE TRIGGER circle_disclosures_count_insert AFTER INSERT ON circle_disclosures REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_circle_disclosures('is_current');
CREATE TRIGGER circle_disclosures_count_update AFTER UPDATE OF deleted_at, is_current ON circle_disclosures FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.is_current IS DISTINCT FROM new.is_current) EXECUTE FUNCTION rc_count_circle_disclosures_row();
CREATE TRIGGER circle_research_count_delete AFTER DELETE ON circle_research REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_circle_research('status', 'writter_id');
CREATE TRIGGER circle_research_count_insert AFTER INSERT ON circle_research REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_circle_research('status', 'writter_id');
CREATE TRIGGER circle_research_count_update AFTER UPDATE OF deleted_at, status, writter_id ON circle_research FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.writter_id IS DISTINCT FROM new.writter_id) EXECUTE FUNCTION rc_count_circle_research_row();
CREATE TRIGGER circle_research_desk_changed AFTER INSERT OR DELETE OR UPDATE ON circle_research FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER clients_count_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_clients('status', 'verified', 'plan_code');
CREATE TRIGGER clients_count_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_clients('status', 'verified', 'plan_code');
CREATE TRIGGER clients_count_update AFTER UPDATE OF deleted_at, status, verified, plan_code ON clients FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.verified IS DISTINCT FROM new.verified OR old.plan_code IS DISTINCT FROM new.plan_code) EXECUTE FUNCTION rc_count_clients_row();
CREATE TRIGGER contributors_count_delete AFTER DELETE ON contributors REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_contributors('status', 'is_verified');
CREATE TRIGGER contributors_count_insert AFTER INSERT ON contributors REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_contributors('status', 'is_verified');
CREATE TRIGGER contributors_count_update AFTER UPDATE OF deleted_at, status, is_verified ON contributors FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.is_verified IS DISTINCT FROM new.is_verified) EXECUTE FUNCTION rc_count_contributors_row();
CREATE TRIGGER hybrid_sliders_count_delete AFTER DELETE ON hybrid_sliders REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_hybrid_sliders('content_type', 'active');
CREATE TRIGGER hybrid_sliders_count_insert AFTER INSERT ON hybrid_sliders REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_hybrid_sliders('content_type', 'active');
CREATE TRIGGER hybrid_sliders_count_update AFTER UPDATE OF deleted_at, content_type, active ON hybrid_sliders FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.content_type IS DISTINCT FROM new.content_type OR old.active IS DISTINCT FROM new.active) EXECUTE FUNCTION rc_count_hybrid_sliders_row();
CREATE TRIGGER institution_content_count_delete AFTER DELETE ON institution_content REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institution_content('status', 'report_type');
CREATE TRIGGER institution_content_count_insert AFTER INSERT ON institution_content REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institution_content('status', 'report_type');
CREATE TRIGGER institution_content_count_update AFTER UPDATE OF deleted_at, status, report_type ON institution_content FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.report_type IS DISTINCT FROM new.report_type) EXECUTE FUNCTION rc_count_institution_content_row();
CREATE TRIGGER institution_content_desk_changed AFTER INSERT OR DELETE OR UPDATE ON institution_content FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER institution_stock_placements_count_delete AFTER DELETE ON institution_stock_placements REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institution_stock_placements('status');
CREATE TRIGGER institution_stock_placements_count_insert AFTER INSERT ON institution_stock_placements REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institution_stock_placements('status');
CREATE TRIGGER institution_stock_placements_count_update AFTER UPDATE OF deleted_at, status ON institution_stock_placements FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION rc_count_institution_stock_placements_row();
CREATE TRIGGER institutions_count_delete AFTER DELETE ON institutions REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institutions('status');
CREATE TRIGGER institutions_count_insert AFTER INSERT ON institutions REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_institutions('status');
CREATE TRIGGER institutions_count_update AFTER UPDATE OF deleted_at, status ON institutions FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION rc_count_institutions_row();
CREATE TRIGGER legal_documents_count_delete AFTER DELETE ON legal_documents REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_legal_documents('document_type', 'is_current');
CREATE TRIGGER legal_documents_count_insert AFTER INSERT ON legal_documents REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_legal_documents('document_type', 'is_current');
CREATE TRIGGER legal_documents_count_update AFTER UPDATE OF deleted_at, document_type, is_current ON legal_documents FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.document_type IS DISTINCT FROM new.document_type OR old.is_current IS DISTINCT FROM new.is_current) EXECUTE FUNCTION rc_count_legal_documents_row();
CREATE TRIGGER master_stocks_count_delete AFTER DELETE ON master_stocks REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_master_stocks('sector', 'board', 'active');
CREATE TRIGGER master_stocks_count_insert AFTER INSERT ON master_stocks REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_master_stocks('sector', 'board', 'active');
CREATE TRIGGER master_stocks_count_update AFTER UPDATE OF deleted_at, sector, board, active ON master_stocks FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.sector IS DISTINCT FROM new.sector OR old.board IS DISTINCT FROM new.board OR old.active IS DISTINCT FROM new.active) EXECUTE FUNCTION rc_count_master_stocks_row();
CREATE TRIGGER master_tags_count_delete AFTER DELETE ON master_tags REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_master_tags('applies_to');
CREATE TRIGGER master_tags_count_insert AFTER INSERT ON master_tags REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_master_tags('applies_to');
CREATE TRIGGER master_tags_count_update AFTER UPDATE OF deleted_at, applies_to ON master_tags FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.applies_to IS DISTINCT FROM new.applies_to) EXECUTE FUNCTION rc_count_master_tags_row();
CREATE TRIGGER newsletter_subscribers_count_delete AFTER DELETE ON newsletter_subscribers REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_newsletter_subscribers('status', 'source');
CREATE TRIGGER newsletter_subscribers_count_insert AFTER INSERT ON newsletter_subscribers REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_newsletter_subscribers('status', 'source');
CREATE TRIGGER newsletter_subscribers_count_update AFTER UPDATE OF deleted_at, status, source ON newsletter_subscribers FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.source IS DISTINCT FROM new.source) EXECUTE FUNCTION rc_count_newsletter_subscribers_row();
CREATE TRIGGER newsletters_count_delete AFTER DELETE ON newsletters REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_newsletters('status');
CREATE TRIGGER newsletters_count_insert AFTER INSERT ON newsletters REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_newsletters('status');
CREATE TRIGGER newsletters_count_update AFTER UPDATE OF deleted_at, status ON newsletters FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION rc_count_newsletters_row();
CREATE TRIGGER research_blasts_count_delete AFTER DELETE ON research_blasts REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_research_blasts('status', 'channel');
CREATE TRIGGER research_blasts_count_insert AFTER INSERT ON research_blasts REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_research_blasts('status', 'channel');
CREATE TRIGGER research_blasts_count_update AFTER UPDATE OF deleted_at, status, channel ON research_blasts FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.channel IS DISTINCT FROM new.channel) EXECUTE FUNCTION rc_count_research_blasts_row();
CREATE TRIGGER research_categories_count_delete AFTER DELETE ON research_categories REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_research_categories('active');
CREATE TRIGGER research_categories_count_insert AFTER INSERT ON research_categories REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_research_categories('active');
CREATE TRIGGER research_categories_count_update AFTER UPDATE OF deleted_at, active ON research_categories FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.active IS DISTINCT FROM new.active) EXECUTE FUNCTION rc_count_research_categories_row();
CREATE TRIGGER staff_users_count_delete AFTER DELETE ON staff_users REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_staff_users('role', 'status');
CREATE TRIGGER staff_users_count_insert AFTER INSERT ON staff_users REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_staff_users('role', 'status');
CREATE TRIGGER staff_users_count_update AFTER UPDATE OF deleted_at, role, status ON staff_users FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.role IS DISTINCT FROM new.role OR old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION rc_count_staff_users_row();
CREATE TRIGGER stock_data_count_delete AFTER DELETE ON stock_data REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_stock_data();
CREATE TRIGGER stock_data_count_insert AFTER INSERT ON stock_data REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_stock_data();
CREATE TRIGGER stock_data_count_update AFTER UPDATE OF deleted_at ON stock_data FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at) EXECUTE FUNCTION rc_count_stock_data_row();
CREATE TRIGGER stock_indices_count_delete AFTER DELETE ON stock_indices REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_stock_indices();
CREATE TRIGGER stock_indices_count_insert AFTER INSERT ON stock_indices REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_stock_indices();
CREATE TRIGGER stock_indices_count_update AFTER UPDATE OF deleted_at ON stock_indices FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at) EXECUTE FUNCTION rc_count_stock_indices_row();
CREATE TRIGGER sub_account_contributors_count_delete AFTER DELETE ON sub_account_contributors REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_sub_account_contributors('status', 'contributor_id');
CREATE TRIGGER sub_account_contributors_count_insert AFTER INSERT ON sub_account_contributors REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_sub_account_contributors('status', 'contributor_id');
CREATE TRIGGER sub_account_contributors_count_update AFTER UPDATE OF deleted_at, status, contributor_id ON sub_account_contributors FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.status IS DISTINCT FROM new.status OR old.contributor_id IS DISTINCT FROM new.contributor_id) EXECUTE FUNCTION rc_count_sub_account_contributors_row();
CREATE TRIGGER subscription_plans_count_delete AFTER DELETE ON subscription_plans REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_subscription_plans('active', 'is_trial');
CREATE TRIGGER subscription_plans_count_insert AFTER INSERT ON subscription_plans REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_subscription_plans('active', 'is_trial');
CREATE TRIGGER subscription_plans_count_update AFTER UPDATE OF deleted_at, active, is_trial ON subscription_plans FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.active IS DISTINCT FROM new.active OR old.is_trial IS DISTINCT FROM new.is_trial) EXECUTE FUNCTION rc_count_subscription_plans_row();
CREATE TRIGGER subscription_plans_desk_changed AFTER INSERT OR DELETE OR UPDATE ON subscription_plans FOR EACH STATEMENT EXECUTE FUNCTION rc_desk_changed();
CREATE TRIGGER text_sliders_count_delete AFTER DELETE ON text_sliders REFERENCING OLD TABLE AS rc_old FOR EACH STATEMENT EXECUTE FUNCTION rc_count_text_sliders('active');
CREATE TRIGGER text_sliders_count_insert AFTER INSERT ON text_sliders REFERENCING NEW TABLE AS rc_new FOR EACH STATEMENT EXECUTE FUNCTION rc_count_text_sliders('active');
CREATE TRIGGER text_sliders_count_update AFTER UPDATE OF deleted_at, active ON text_sliders FOR EACH ROW WHEN (old.deleted_at IS DISTINCT FROM new.deleted_at OR old.active IS DISTINCT FROM new.active) EXECUTE FUNCTION rc_count_text_sliders_row();
