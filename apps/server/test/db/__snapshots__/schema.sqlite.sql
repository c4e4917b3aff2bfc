-- SQLite schema after every migration. Changes only with a new migration (vitest -u, see schema-snapshot.test.ts).

-- index account_walls_content_area_unique on account_walls
CREATE UNIQUE INDEX account_walls_content_area_unique on account_walls (content_area);

-- index ad_banners_active_created_at_live on ad_banners
CREATE INDEX ad_banners_active_created_at_live on ad_banners (active, created_at) where deleted_at is null;

-- index ad_banners_created_at_live on ad_banners
CREATE INDEX ad_banners_created_at_live on ad_banners (created_at) where deleted_at is null;

-- index ad_banners_end_at_live on ad_banners
CREATE INDEX ad_banners_end_at_live on ad_banners (end_at) where deleted_at is null;

-- index ad_banners_placement_created_at_live on ad_banners
CREATE INDEX ad_banners_placement_created_at_live on ad_banners (placement, created_at) where deleted_at is null;

-- index ad_banners_priority_live on ad_banners
CREATE INDEX ad_banners_priority_live on ad_banners (priority) where deleted_at is null;

-- index ad_banners_start_at_live on ad_banners
CREATE INDEX ad_banners_start_at_live on ad_banners (start_at) where deleted_at is null;

-- index ad_banners_title_live on ad_banners
CREATE INDEX ad_banners_title_live on ad_banners (title) where deleted_at is null;

-- index ad_banners_updated_at_live on ad_banners
CREATE INDEX ad_banners_updated_at_live on ad_banners (updated_at) where deleted_at is null;

-- index algo_news_category_id_live on algo_news
CREATE INDEX algo_news_category_id_live on algo_news (category_id) where deleted_at is null;

-- index algo_news_created_at_live on algo_news
CREATE INDEX algo_news_created_at_live on algo_news (created_at) where deleted_at is null;

-- index algo_news_live on algo_news
CREATE INDEX algo_news_live on algo_news (status, published_at) where deleted_at is null;

-- index algo_news_published_at_live on algo_news
CREATE INDEX algo_news_published_at_live on algo_news (published_at) where deleted_at is null;

-- index algo_news_search_created_at on algo_news
CREATE INDEX algo_news_search_created_at on algo_news (id, status, is_breaking, created_at) where deleted_at is null;

-- index algo_news_search_published_at on algo_news
CREATE INDEX algo_news_search_published_at on algo_news (id, status, is_breaking, published_at) where deleted_at is null;

-- index algo_news_search_title on algo_news
CREATE INDEX algo_news_search_title on algo_news (id, status, is_breaking, title) where deleted_at is null;

-- index algo_news_search_updated_at on algo_news
CREATE INDEX algo_news_search_updated_at on algo_news (id, status, is_breaking, updated_at) where deleted_at is null;

-- index algo_news_slug_unique on algo_news
CREATE UNIQUE INDEX algo_news_slug_unique on algo_news (slug);

-- index algo_news_status_updated_at_live on algo_news
CREATE INDEX algo_news_status_updated_at_live on algo_news (status, updated_at) where deleted_at is null;

-- index algo_news_tags_owner on algo_news_tags
CREATE INDEX algo_news_tags_owner on algo_news_tags (owner_id, position, value);

-- index algo_news_tags_value on algo_news_tags
CREATE INDEX algo_news_tags_value on algo_news_tags (value, owner_id);

-- index algo_news_tickers_owner on algo_news_tickers
CREATE INDEX algo_news_tickers_owner on algo_news_tickers (owner_id, position, value);

-- index algo_news_tickers_value on algo_news_tickers
CREATE INDEX algo_news_tickers_value on algo_news_tickers (value, owner_id);

-- index algo_news_title_live on algo_news
CREATE INDEX algo_news_title_live on algo_news (title) where deleted_at is null;

-- index algo_news_updated_at_live on algo_news
CREATE INDEX algo_news_updated_at_live on algo_news (updated_at) where deleted_at is null;

-- index algo_news_writter_id_live on algo_news
CREATE INDEX algo_news_writter_id_live on algo_news (writter_id) where deleted_at is null;

-- index algo_news_writter_status_live on algo_news
CREATE INDEX "algo_news_writter_status_live" on "algo_news" (writter_id, status, updated_at, id)
      where deleted_at is null;

-- index algo_research_category_id_live on algo_research
CREATE INDEX algo_research_category_id_live on algo_research (category_id) where deleted_at is null;

-- index algo_research_created_at_live on algo_research
CREATE INDEX algo_research_created_at_live on algo_research (created_at) where deleted_at is null;

-- index algo_research_live on algo_research
CREATE INDEX algo_research_live on algo_research (status, published_at) where deleted_at is null;

-- index algo_research_plans_owner on algo_research_plans
CREATE INDEX algo_research_plans_owner on algo_research_plans (owner_id, position, value);

-- index algo_research_plans_value on algo_research_plans
CREATE INDEX algo_research_plans_value on algo_research_plans (value, owner_id);

-- index algo_research_published_at_live on algo_research
CREATE INDEX algo_research_published_at_live on algo_research (published_at) where deleted_at is null;

-- index algo_research_search_created_at on algo_research
CREATE INDEX algo_research_search_created_at on algo_research (id, status, created_at) where deleted_at is null;

-- index algo_research_search_published_at on algo_research
CREATE INDEX algo_research_search_published_at on algo_research (id, status, published_at) where deleted_at is null;

-- index algo_research_search_title on algo_research
CREATE INDEX algo_research_search_title on algo_research (id, status, title) where deleted_at is null;

-- index algo_research_search_updated_at on algo_research
CREATE INDEX algo_research_search_updated_at on algo_research (id, status, updated_at) where deleted_at is null;

-- index algo_research_slug_unique on algo_research
CREATE UNIQUE INDEX algo_research_slug_unique on algo_research (slug);

-- index algo_research_status_updated_at_live on algo_research
CREATE INDEX algo_research_status_updated_at_live on algo_research (status, updated_at) where deleted_at is null;

-- index algo_research_tags_owner on algo_research_tags
CREATE INDEX algo_research_tags_owner on algo_research_tags (owner_id, position, value);

-- index algo_research_tags_value on algo_research_tags
CREATE INDEX algo_research_tags_value on algo_research_tags (value, owner_id);

-- index algo_research_tickers_owner on algo_research_tickers
CREATE INDEX algo_research_tickers_owner on algo_research_tickers (owner_id, position, value);

-- index algo_research_tickers_value on algo_research_tickers
CREATE INDEX algo_research_tickers_value on algo_research_tickers (value, owner_id);

-- index algo_research_title_live on algo_research
CREATE INDEX algo_research_title_live on algo_research (title) where deleted_at is null;

-- index algo_research_updated_at_live on algo_research
CREATE INDEX algo_research_updated_at_live on algo_research (updated_at) where deleted_at is null;

-- index algo_research_writter_id_live on algo_research
CREATE INDEX algo_research_writter_id_live on algo_research (writter_id) where deleted_at is null;

-- index algo_research_writter_status_live on algo_research
CREATE INDEX "algo_research_writter_status_live" on "algo_research" (writter_id, status, updated_at, id)
      where deleted_at is null;

-- index audit_log_chain on audit_log
CREATE UNIQUE INDEX audit_log_chain on audit_log (chain_seq);

-- index audit_log_created on audit_log
CREATE INDEX audit_log_created on audit_log (created_at, chain_seq);

-- index audit_log_entity on audit_log
CREATE INDEX "audit_log_entity" on "audit_log" ("entity", "entity_id", "id");

-- index audit_log_mac on audit_log
CREATE UNIQUE INDEX audit_log_mac on audit_log (mac);

-- index audit_log_unsealed on audit_log
CREATE INDEX audit_log_unsealed on audit_log (id) where chain_seq is null;

-- index circle_disclosures_created_at_live on circle_disclosures
CREATE INDEX circle_disclosures_created_at_live on circle_disclosures (created_at) where deleted_at is null;

-- index circle_disclosures_current_unique on circle_disclosures
CREATE UNIQUE INDEX circle_disclosures_current_unique on circle_disclosures (is_current) where is_current = 1 and deleted_at is null;

-- index circle_disclosures_effective_from_live on circle_disclosures
CREATE INDEX circle_disclosures_effective_from_live on circle_disclosures (effective_from) where deleted_at is null;

-- index circle_disclosures_version_unique on circle_disclosures
CREATE UNIQUE INDEX circle_disclosures_version_unique on circle_disclosures (version_number);

-- index circle_research_article_title_id_live on circle_research
CREATE INDEX circle_research_article_title_id_live on circle_research (article_title, id) where deleted_at is null;

-- index circle_research_created_at_id_live on circle_research
CREATE INDEX circle_research_created_at_id_live on circle_research (created_at, id) where deleted_at is null;

-- index circle_research_published_at_id_live on circle_research
CREATE INDEX circle_research_published_at_id_live on circle_research (published_at, id) where deleted_at is null;

-- index circle_research_slug_unique on circle_research
CREATE UNIQUE INDEX circle_research_slug_unique on circle_research (article_slug);

-- index circle_research_status_article_title_id_live on circle_research
CREATE INDEX circle_research_status_article_title_id_live on circle_research (status, article_title, id) where deleted_at is null;

-- index circle_research_status_created_at_id_live on circle_research
CREATE INDEX circle_research_status_created_at_id_live on circle_research (status, created_at, id) where deleted_at is null;

-- index circle_research_status_published_at_id_live on circle_research
CREATE INDEX circle_research_status_published_at_id_live on circle_research (status, published_at, id) where deleted_at is null;

-- index circle_research_status_updated_at_id_live on circle_research
CREATE INDEX circle_research_status_updated_at_id_live on circle_research (status, updated_at, id) where deleted_at is null;

-- index circle_research_trash on circle_research
CREATE INDEX circle_research_trash on circle_research (deleted_at, id) where deleted_at is not null;

-- index circle_research_updated_at_id_live on circle_research
CREATE INDEX circle_research_updated_at_id_live on circle_research (updated_at, id) where deleted_at is null;

-- index circle_research_writter_id_created_at_id_live on circle_research
CREATE INDEX circle_research_writter_id_created_at_id_live on circle_research (writter_id, created_at, id) where deleted_at is null;

-- index circle_research_writter_status_live on circle_research
CREATE INDEX "circle_research_writter_status_live" on "circle_research" (writter_id, status, updated_at, id)
      where deleted_at is null;

-- index client_notifications_campaign_client on client_notifications
CREATE UNIQUE INDEX client_notifications_campaign_client on client_notifications (campaign, campaign_id, client_id);

-- index client_notifications_client on client_notifications
CREATE INDEX client_notifications_client on client_notifications (client_id, created_at);

-- index client_sign_ins_client on client_sign_ins
CREATE INDEX client_sign_ins_client on client_sign_ins (client_id, signed_in_at);

-- index client_subscriptions_client on client_subscriptions
CREATE INDEX client_subscriptions_client on client_subscriptions (client_id, started_at);

-- index client_subscriptions_plan on client_subscriptions
CREATE INDEX client_subscriptions_plan on client_subscriptions (plan_id);

-- index clients_audience on clients
CREATE INDEX clients_audience on clients (plan_code, plan_ends_at) where deleted_at is null;

-- index clients_created_at_live on clients
CREATE INDEX clients_created_at_live on clients (created_at) where deleted_at is null;

-- index clients_email_unique on clients
CREATE UNIQUE INDEX clients_email_unique on clients (email);

-- index clients_fullname_live on clients
CREATE INDEX clients_fullname_live on clients (fullname) where deleted_at is null;

-- index clients_last_login_live on clients
CREATE INDEX clients_last_login_live on clients (last_login) where deleted_at is null;

-- index clients_plan_code_registered_at_live on clients
CREATE INDEX clients_plan_code_registered_at_live on clients (plan_code, registered_at) where deleted_at is null;

-- index clients_plan_ends_at_live on clients
CREATE INDEX clients_plan_ends_at_live on clients (plan_ends_at) where deleted_at is null;

-- index clients_registered_at_live on clients
CREATE INDEX clients_registered_at_live on clients (registered_at) where deleted_at is null;

-- index clients_status_registered_at_live on clients
CREATE INDEX clients_status_registered_at_live on clients (status, registered_at) where deleted_at is null;

-- index clients_verified_live on clients
CREATE INDEX clients_verified_live on clients (verified_at) where deleted_at is null;

-- index contributors_created_at_live on contributors
CREATE INDEX contributors_created_at_live on contributors (created_at) where deleted_at is null;

-- index contributors_email_live on contributors
CREATE INDEX contributors_email_live on contributors (email) where deleted_at is null;

-- index contributors_email_unique on contributors
CREATE UNIQUE INDEX contributors_email_unique on contributors (email);

-- index contributors_fullname_live on contributors
CREATE INDEX contributors_fullname_live on contributors (fullname) where deleted_at is null;

-- index contributors_status_created_at_live on contributors
CREATE INDEX contributors_status_created_at_live on contributors (status, created_at) where deleted_at is null;

-- index contributors_trash on contributors
CREATE INDEX contributors_trash on contributors (deleted_at, id) where deleted_at is not null;

-- index contributors_updated_at_live on contributors
CREATE INDEX contributors_updated_at_live on contributors (updated_at) where deleted_at is null;

-- index deliveries_campaign_client on deliveries
CREATE UNIQUE INDEX deliveries_campaign_client on deliveries (campaign, campaign_id, client_id);

-- index deliveries_campaign_status on deliveries
CREATE INDEX deliveries_campaign_status on deliveries (campaign, campaign_id, status, id);

-- index deliveries_to_send on deliveries
CREATE INDEX deliveries_to_send on deliveries (campaign, campaign_id, id)
    where status = 'PENDING';

-- index drafts_saved_at on drafts
CREATE INDEX "drafts_saved_at" on "drafts" ("saved_at");

-- index hybrid_sliders_active_sort_order_live on hybrid_sliders
CREATE INDEX hybrid_sliders_active_sort_order_live on hybrid_sliders (active, sort_order) where deleted_at is null;

-- index hybrid_sliders_content on hybrid_sliders
CREATE INDEX hybrid_sliders_content on hybrid_sliders (content_type, content_id);

-- index hybrid_sliders_created_at_live on hybrid_sliders
CREATE INDEX hybrid_sliders_created_at_live on hybrid_sliders (created_at) where deleted_at is null;

-- index hybrid_sliders_end_at_live on hybrid_sliders
CREATE INDEX hybrid_sliders_end_at_live on hybrid_sliders (end_at) where deleted_at is null;

-- index hybrid_sliders_sort_order_live on hybrid_sliders
CREATE INDEX hybrid_sliders_sort_order_live on hybrid_sliders (sort_order) where deleted_at is null;

-- index hybrid_sliders_start_at_live on hybrid_sliders
CREATE INDEX hybrid_sliders_start_at_live on hybrid_sliders (start_at) where deleted_at is null;

-- index hybrid_sliders_updated_at_live on hybrid_sliders
CREATE INDEX hybrid_sliders_updated_at_live on hybrid_sliders (updated_at) where deleted_at is null;

-- index institution_content_category_id_live on institution_content
CREATE INDEX institution_content_category_id_live on institution_content (category_id) where deleted_at is null;

-- index institution_content_created_at_live on institution_content
CREATE INDEX institution_content_created_at_live on institution_content (created_at) where deleted_at is null;

-- index institution_content_institution_id_updated_at_live on institution_content
CREATE INDEX institution_content_institution_id_updated_at_live on institution_content (institution_id, updated_at) where deleted_at is null;

-- index institution_content_published_at_live on institution_content
CREATE INDEX institution_content_published_at_live on institution_content (published_at) where deleted_at is null;

-- index institution_content_slug_unique on institution_content
CREATE UNIQUE INDEX institution_content_slug_unique on institution_content (slug);

-- index institution_content_status_published_at_live on institution_content
CREATE INDEX institution_content_status_published_at_live on institution_content (status, published_at) where deleted_at is null;

-- index institution_content_status_updated_at_live on institution_content
CREATE INDEX institution_content_status_updated_at_live on institution_content (status, updated_at) where deleted_at is null;

-- index institution_content_tags_value on institution_content_tags
CREATE INDEX institution_content_tags_value on institution_content_tags (value, owner_id);

-- index institution_content_tickers_value on institution_content_tickers
CREATE INDEX institution_content_tickers_value on institution_content_tickers (value, owner_id);

-- index institution_content_title_live on institution_content
CREATE INDEX institution_content_title_live on institution_content (title) where deleted_at is null;

-- index institution_content_trash on institution_content
CREATE INDEX institution_content_trash on institution_content (deleted_at, id) where deleted_at is not null;

-- index institution_content_updated_at_live on institution_content
CREATE INDEX institution_content_updated_at_live on institution_content (updated_at) where deleted_at is null;

-- index institution_content_writter_id_live on institution_content
CREATE INDEX institution_content_writter_id_live on institution_content (writter_id) where deleted_at is null;

-- index institution_content_writter_status_live on institution_content
CREATE INDEX institution_content_writter_status_live on "institution_content" (writter_id, status, updated_at, id)
    where deleted_at is null;

-- index institution_stock_picks_value on institution_stock_picks
CREATE INDEX institution_stock_picks_value on institution_stock_picks (value, owner_id);

-- index institution_stock_placements_created_at_live on institution_stock_placements
CREATE INDEX institution_stock_placements_created_at_live on institution_stock_placements (created_at) where deleted_at is null;

-- index institution_stock_placements_institution_id_updated_at_live on institution_stock_placements
CREATE INDEX institution_stock_placements_institution_id_updated_at_live on institution_stock_placements (institution_id, updated_at) where deleted_at is null;

-- index institution_stock_placements_period_from_live on institution_stock_placements
CREATE INDEX institution_stock_placements_period_from_live on institution_stock_placements (period_from) where deleted_at is null;

-- index institution_stock_placements_status_updated_at_live on institution_stock_placements
CREATE INDEX institution_stock_placements_status_updated_at_live on institution_stock_placements (status, updated_at) where deleted_at is null;

-- index institution_stock_placements_title_live on institution_stock_placements
CREATE INDEX institution_stock_placements_title_live on institution_stock_placements (title) where deleted_at is null;

-- index institution_stock_placements_trash on institution_stock_placements
CREATE INDEX institution_stock_placements_trash on institution_stock_placements (deleted_at, id) where deleted_at is not null;

-- index institution_stock_placements_updated_at_live on institution_stock_placements
CREATE INDEX institution_stock_placements_updated_at_live on institution_stock_placements (updated_at) where deleted_at is null;

-- index institutions_broker_code_live on institutions
CREATE INDEX institutions_broker_code_live on institutions (broker_code) where deleted_at is null;

-- index institutions_broker_code_unique on institutions
CREATE UNIQUE INDEX institutions_broker_code_unique on institutions (broker_code);

-- index institutions_created_at_live on institutions
CREATE INDEX institutions_created_at_live on institutions (created_at) where deleted_at is null;

-- index institutions_name_live on institutions
CREATE INDEX institutions_name_live on institutions (name) where deleted_at is null;

-- index institutions_sort_order_live on institutions
CREATE INDEX institutions_sort_order_live on institutions (sort_order) where deleted_at is null;

-- index institutions_trash on institutions
CREATE INDEX institutions_trash on institutions (deleted_at, id) where deleted_at is not null;

-- index institutions_updated_at_live on institutions
CREATE INDEX institutions_updated_at_live on institutions (updated_at) where deleted_at is null;

-- index jobs_due on jobs
CREATE INDEX jobs_due on jobs (status, run_at) where status in ('queued', 'running');

-- index jobs_subject on jobs
CREATE INDEX jobs_subject on jobs (subject, id) where subject is not null;

-- index legal_documents_created_at_live on legal_documents
CREATE INDEX legal_documents_created_at_live on legal_documents (created_at) where deleted_at is null;

-- index legal_documents_current_unique on legal_documents
CREATE UNIQUE INDEX legal_documents_current_unique on legal_documents (document_type) where is_current = 1 and deleted_at is null;

-- index legal_documents_effective_from_live on legal_documents
CREATE INDEX legal_documents_effective_from_live on legal_documents (effective_from) where deleted_at is null;

-- index legal_documents_is_current_document_type_live on legal_documents
CREATE INDEX legal_documents_is_current_document_type_live on legal_documents (is_current, document_type) where deleted_at is null;

-- index legal_documents_title_live on legal_documents
CREATE INDEX legal_documents_title_live on legal_documents (title) where deleted_at is null;

-- index legal_documents_updated_at_live on legal_documents
CREATE INDEX legal_documents_updated_at_live on legal_documents (updated_at) where deleted_at is null;

-- index legal_documents_version_unique on legal_documents
CREATE UNIQUE INDEX legal_documents_version_unique on legal_documents (document_type, version_number);

-- index login_throttle_window on login_throttle
CREATE INDEX "login_throttle_window" on "login_throttle" ("window_start");

-- index master_stocks_active_ticker_live on master_stocks
CREATE INDEX master_stocks_active_ticker_live on master_stocks (active, ticker) where deleted_at is null;

-- index master_stocks_board_ticker_live on master_stocks
CREATE INDEX master_stocks_board_ticker_live on master_stocks (board, ticker) where deleted_at is null;

-- index master_stocks_company_name_live on master_stocks
CREATE INDEX master_stocks_company_name_live on master_stocks (company_name) where deleted_at is null;

-- index master_stocks_created_at_live on master_stocks
CREATE INDEX master_stocks_created_at_live on master_stocks (created_at) where deleted_at is null;

-- index master_stocks_listing_date_live on master_stocks
CREATE INDEX master_stocks_listing_date_live on master_stocks (listing_date) where deleted_at is null;

-- index master_stocks_sector_ticker_live on master_stocks
CREATE INDEX master_stocks_sector_ticker_live on master_stocks (sector, ticker) where deleted_at is null;

-- index master_stocks_ticker_unique on master_stocks
CREATE UNIQUE INDEX master_stocks_ticker_unique on master_stocks (ticker);

-- index master_stocks_updated_at_live on master_stocks
CREATE INDEX master_stocks_updated_at_live on master_stocks (updated_at) where deleted_at is null;

-- index master_tags_applies_to_name_live on master_tags
CREATE INDEX master_tags_applies_to_name_live on master_tags (applies_to, name) where deleted_at is null;

-- index master_tags_created_at_live on master_tags
CREATE INDEX master_tags_created_at_live on master_tags (created_at) where deleted_at is null;

-- index master_tags_name_live on master_tags
CREATE INDEX master_tags_name_live on master_tags (name) where deleted_at is null;

-- index master_tags_slug_unique on master_tags
CREATE UNIQUE INDEX master_tags_slug_unique on master_tags (slug);

-- index master_tags_updated_at_live on master_tags
CREATE INDEX master_tags_updated_at_live on master_tags (updated_at) where deleted_at is null;

-- index newsletter_subscribers_client_unique on newsletter_subscribers
CREATE UNIQUE INDEX newsletter_subscribers_client_unique on newsletter_subscribers (client_id);

-- index newsletter_subscribers_email_live on newsletter_subscribers
CREATE INDEX newsletter_subscribers_email_live on newsletter_subscribers (email) where deleted_at is null;

-- index newsletter_subscribers_fullname_live on newsletter_subscribers
CREATE INDEX newsletter_subscribers_fullname_live on newsletter_subscribers (fullname) where deleted_at is null;

-- index newsletter_subscribers_opted_in_at_live on newsletter_subscribers
CREATE INDEX newsletter_subscribers_opted_in_at_live on newsletter_subscribers (opted_in_at) where deleted_at is null;

-- index newsletter_subscribers_status_opted_in_at_live on newsletter_subscribers
CREATE INDEX newsletter_subscribers_status_opted_in_at_live on newsletter_subscribers (status, opted_in_at) where deleted_at is null;

-- index newsletter_subscribers_unsubscribed_at_live on newsletter_subscribers
CREATE INDEX newsletter_subscribers_unsubscribed_at_live on newsletter_subscribers (unsubscribed_at) where deleted_at is null;

-- index newsletters_created_at_live on newsletters
CREATE INDEX newsletters_created_at_live on newsletters (created_at) where deleted_at is null;

-- index newsletters_scheduled_at_live on newsletters
CREATE INDEX newsletters_scheduled_at_live on newsletters (scheduled_at) where deleted_at is null;

-- index newsletters_sent_at_live on newsletters
CREATE INDEX newsletters_sent_at_live on newsletters (sent_at) where deleted_at is null;

-- index newsletters_status_updated_at_live on newsletters
CREATE INDEX newsletters_status_updated_at_live on newsletters (status, updated_at) where deleted_at is null;

-- index newsletters_subject_live on newsletters
CREATE INDEX newsletters_subject_live on newsletters (subject) where deleted_at is null;

-- index newsletters_updated_at_live on newsletters
CREATE INDEX newsletters_updated_at_live on newsletters (updated_at) where deleted_at is null;

-- index notifications_created on notifications
CREATE INDEX notifications_created on notifications (created_at);

-- index notifications_event on notifications
CREATE UNIQUE INDEX notifications_event on notifications (recipient_id, event_key);

-- index notifications_recipient on notifications
CREATE INDEX notifications_recipient on notifications (recipient_id, id);

-- index notifications_unread on notifications
CREATE INDEX notifications_unread on notifications (recipient_id, id) where read_at is null;

-- index password_tokens_user on password_tokens
CREATE INDEX "password_tokens_user" on "password_tokens" ("user_id");

-- index public_api_keys_hash_unique on public_api_keys
CREATE UNIQUE INDEX public_api_keys_hash_unique on public_api_keys (key_hash);

-- index research_blasts_created_at_live on research_blasts
CREATE INDEX research_blasts_created_at_live on research_blasts (created_at) where deleted_at is null;

-- index research_blasts_scheduled_at_live on research_blasts
CREATE INDEX research_blasts_scheduled_at_live on research_blasts (scheduled_at) where deleted_at is null;

-- index research_blasts_sent_count_live on research_blasts
CREATE INDEX research_blasts_sent_count_live on research_blasts (sent_count) where deleted_at is null;

-- index research_blasts_status_updated_at_live on research_blasts
CREATE INDEX research_blasts_status_updated_at_live on research_blasts (status, updated_at) where deleted_at is null;

-- index research_blasts_title_live on research_blasts
CREATE INDEX research_blasts_title_live on research_blasts (title) where deleted_at is null;

-- index research_blasts_updated_at_live on research_blasts
CREATE INDEX research_blasts_updated_at_live on research_blasts (updated_at) where deleted_at is null;

-- index research_categories_active_created_at_live on research_categories
CREATE INDEX research_categories_active_created_at_live on research_categories (active, created_at) where deleted_at is null;

-- index research_categories_article_category_name_live on research_categories
CREATE INDEX research_categories_article_category_name_live on research_categories (article_category_name) where deleted_at is null;

-- index research_categories_created_at_live on research_categories
CREATE INDEX research_categories_created_at_live on research_categories (created_at) where deleted_at is null;

-- index research_categories_slug_unique on research_categories
CREATE UNIQUE INDEX research_categories_slug_unique on research_categories (slug);

-- index research_categories_sort_order_live on research_categories
CREATE INDEX research_categories_sort_order_live on research_categories (sort_order) where deleted_at is null;

-- index research_categories_updated_at_live on research_categories
CREATE INDEX research_categories_updated_at_live on research_categories (updated_at) where deleted_at is null;

-- index sessions_user on sessions
CREATE INDEX "sessions_user" on "sessions" ("user_id");

-- index sqlite_autoindex_algo_news_tags_1 on algo_news_tags
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_algo_news_tickers_1 on algo_news_tickers
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_algo_research_plans_1 on algo_research_plans
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_algo_research_tags_1 on algo_research_tags
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_algo_research_tickers_1 on algo_research_tickers
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_desk_changes_1 on desk_changes
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_drafts_1 on drafts
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_institution_content_tags_1 on institution_content_tags
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_institution_content_tickers_1 on institution_content_tickers
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_institution_stock_picks_1 on institution_stock_picks
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_kysely_migration_1 on kysely_migration
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_kysely_migration_lock_1 on kysely_migration_lock
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_login_throttle_1 on login_throttle
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_password_tokens_1 on password_tokens
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_resource_count_slots_1 on resource_count_slots
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_resource_counts_1 on resource_counts
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_server_secrets_1 on server_secrets
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_sessions_1 on sessions
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_staff_addresses_1 on staff_addresses
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_staff_permissions_1 on staff_permissions
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_stock_index_tickers_1 on stock_index_tickers
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_two_factor_policy_1 on two_factor_policy
-- (made by SQLite, no SQL of its own)

-- index sqlite_autoindex_webhook_deliveries_1 on webhook_deliveries
-- (made by SQLite, no SQL of its own)

-- index staff_recovery_codes_user on staff_recovery_codes
CREATE INDEX "staff_recovery_codes_user" on "staff_recovery_codes" ("user_id");

-- index staff_users_created_at_live on staff_users
CREATE INDEX staff_users_created_at_live on staff_users (created_at) where deleted_at is null;

-- index staff_users_email_live on staff_users
CREATE INDEX staff_users_email_live on staff_users (email) where deleted_at is null;

-- index staff_users_email_unique on staff_users
CREATE UNIQUE INDEX staff_users_email_unique on staff_users (email);

-- index staff_users_fullname_live on staff_users
CREATE INDEX staff_users_fullname_live on staff_users (fullname) where deleted_at is null;

-- index staff_users_last_login_live on staff_users
CREATE INDEX staff_users_last_login_live on staff_users (last_login) where deleted_at is null;

-- index staff_users_role_fullname_live on staff_users
CREATE INDEX staff_users_role_fullname_live on staff_users (role, fullname) where deleted_at is null;

-- index staff_users_role_status on staff_users
CREATE INDEX staff_users_role_status on staff_users (role, status);

-- index staff_users_status_fullname_live on staff_users
CREATE INDEX staff_users_status_fullname_live on staff_users (status, fullname) where deleted_at is null;

-- index staff_users_updated_at_live on staff_users
CREATE INDEX staff_users_updated_at_live on staff_users (updated_at) where deleted_at is null;

-- index stock_data_date_id_live on stock_data
CREATE INDEX stock_data_date_id_live on stock_data (date, id) where deleted_at is null;

-- index stock_data_id_unique on stock_data
CREATE UNIQUE INDEX stock_data_id_unique on stock_data (id);

-- index stock_data_trash on stock_data
CREATE INDEX stock_data_trash on stock_data (deleted_at, id) where deleted_at is not null;

-- index stock_index_tickers_value on stock_index_tickers
CREATE INDEX stock_index_tickers_value on stock_index_tickers (value, owner_id);

-- index stock_indices_code_unique on stock_indices
CREATE UNIQUE INDEX stock_indices_code_unique on stock_indices (code);

-- index stock_indices_created_at_live on stock_indices
CREATE INDEX stock_indices_created_at_live on stock_indices (created_at) where deleted_at is null;

-- index stock_indices_name_live on stock_indices
CREATE INDEX stock_indices_name_live on stock_indices (name) where deleted_at is null;

-- index stock_indices_updated_at_live on stock_indices
CREATE INDEX stock_indices_updated_at_live on stock_indices (updated_at) where deleted_at is null;

-- index sub_account_contributors_contributor_id_fullname_live on sub_account_contributors
CREATE INDEX sub_account_contributors_contributor_id_fullname_live on sub_account_contributors (contributor_id, fullname) where deleted_at is null;

-- index sub_account_contributors_created_at_live on sub_account_contributors
CREATE INDEX sub_account_contributors_created_at_live on sub_account_contributors (created_at) where deleted_at is null;

-- index sub_account_contributors_email_unique on sub_account_contributors
CREATE UNIQUE INDEX sub_account_contributors_email_unique on sub_account_contributors (email);

-- index sub_account_contributors_fullname_live on sub_account_contributors
CREATE INDEX sub_account_contributors_fullname_live on sub_account_contributors (fullname) where deleted_at is null;

-- index sub_account_contributors_trash on sub_account_contributors
CREATE INDEX sub_account_contributors_trash on sub_account_contributors (deleted_at, id) where deleted_at is not null;

-- index sub_account_contributors_updated_at_live on sub_account_contributors
CREATE INDEX sub_account_contributors_updated_at_live on sub_account_contributors (updated_at) where deleted_at is null;

-- index subscription_plans_active_sort_order_live on subscription_plans
CREATE INDEX subscription_plans_active_sort_order_live on subscription_plans (active, sort_order) where deleted_at is null;

-- index subscription_plans_code_unique on subscription_plans
CREATE UNIQUE INDEX subscription_plans_code_unique on subscription_plans (code);

-- index subscription_plans_created_at_live on subscription_plans
CREATE INDEX subscription_plans_created_at_live on subscription_plans (created_at) where deleted_at is null;

-- index subscription_plans_name_live on subscription_plans
CREATE INDEX subscription_plans_name_live on subscription_plans (name) where deleted_at is null;

-- index subscription_plans_price_live on subscription_plans
CREATE INDEX subscription_plans_price_live on subscription_plans (price) where deleted_at is null;

-- index subscription_plans_sort_order_live on subscription_plans
CREATE INDEX subscription_plans_sort_order_live on subscription_plans (sort_order) where deleted_at is null;

-- index text_sliders_active_sort_order_live on text_sliders
CREATE INDEX text_sliders_active_sort_order_live on text_sliders (active, sort_order) where deleted_at is null;

-- index text_sliders_created_at_live on text_sliders
CREATE INDEX text_sliders_created_at_live on text_sliders (created_at) where deleted_at is null;

-- index text_sliders_sort_order_live on text_sliders
CREATE INDEX text_sliders_sort_order_live on text_sliders (sort_order) where deleted_at is null;

-- index text_sliders_start_at_live on text_sliders
CREATE INDEX text_sliders_start_at_live on text_sliders (start_at) where deleted_at is null;

-- index webhook_attempts_delivery on webhook_attempts
CREATE INDEX webhook_attempts_delivery on webhook_attempts (delivery_id);

-- index webhook_attempts_webhook on webhook_attempts
CREATE INDEX webhook_attempts_webhook on webhook_attempts (webhook_id, id);

-- index webhook_deliveries_created on webhook_deliveries
CREATE INDEX webhook_deliveries_created on webhook_deliveries (created_at);

-- index webhook_deliveries_webhook on webhook_deliveries
CREATE INDEX webhook_deliveries_webhook on webhook_deliveries (webhook_id, status);

-- index webhooks_active on webhooks
CREATE INDEX webhooks_active on webhooks (id) where active = 1;

-- table account_walls on account_walls
CREATE TABLE account_walls (
  id integer primary key autoincrement,
  content_area text not null,
  enabled integer not null default 0,
  free_reads integer not null default 3,
  title text not null,
  body text not null,
  cta_label text not null,
  cta_url text not null,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table ad_banners on ad_banners
CREATE TABLE ad_banners (
  id integer primary key autoincrement,
  title text not null collate nocase,
  placement text not null,
  desktop_image text not null,
  mobile_image text,
  target_url text not null,
  open_in_new_tab integer not null default 1,
  start_at text not null,
  end_at text,
  active integer not null default 1,
  priority integer not null default 0,
  impressions integer not null default 0,
  clicks integer not null default 0,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table ad_banners_fts on ad_banners_fts
CREATE VIRTUAL TABLE ad_banners_fts using fts5(title, content='ad_banners', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table ad_banners_fts_config on ad_banners_fts_config
CREATE TABLE 'ad_banners_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table ad_banners_fts_data on ad_banners_fts_data
CREATE TABLE 'ad_banners_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table ad_banners_fts_docsize on ad_banners_fts_docsize
CREATE TABLE 'ad_banners_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table ad_banners_fts_idx on ad_banners_fts_idx
CREATE TABLE 'ad_banners_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news on algo_news
CREATE TABLE algo_news (
    "id" integer primary key autoincrement,
    title text not null,
    slug text not null,
    thumbnail text,
    summary text,
    body text,
    source_name text,
    source_url text,
    is_breaking integer not null default 0,
    status text not null default 'DRAFT',
    writter_id integer references staff_users(id),
    auditor_id integer references staff_users(id),
    scheduled_at text,
    published_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  , category_id integer references research_categories(id), edited_by integer references staff_users(id), response_note text, live_snapshot text, tags_copy text, tickers_copy text);

-- table algo_news_fts_live_approved on algo_news_fts_live_approved
CREATE VIRTUAL TABLE algo_news_fts_live_approved using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_approved_config on algo_news_fts_live_approved_config
CREATE TABLE 'algo_news_fts_live_approved_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_approved_data on algo_news_fts_live_approved_data
CREATE TABLE 'algo_news_fts_live_approved_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_approved_docsize on algo_news_fts_live_approved_docsize
CREATE TABLE 'algo_news_fts_live_approved_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_approved_idx on algo_news_fts_live_approved_idx
CREATE TABLE 'algo_news_fts_live_approved_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_draft on algo_news_fts_live_draft
CREATE VIRTUAL TABLE algo_news_fts_live_draft using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_draft_config on algo_news_fts_live_draft_config
CREATE TABLE 'algo_news_fts_live_draft_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_draft_data on algo_news_fts_live_draft_data
CREATE TABLE 'algo_news_fts_live_draft_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_draft_docsize on algo_news_fts_live_draft_docsize
CREATE TABLE 'algo_news_fts_live_draft_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_draft_idx on algo_news_fts_live_draft_idx
CREATE TABLE 'algo_news_fts_live_draft_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_pending on algo_news_fts_live_pending
CREATE VIRTUAL TABLE algo_news_fts_live_pending using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_pending_config on algo_news_fts_live_pending_config
CREATE TABLE 'algo_news_fts_live_pending_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_pending_data on algo_news_fts_live_pending_data
CREATE TABLE 'algo_news_fts_live_pending_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_pending_docsize on algo_news_fts_live_pending_docsize
CREATE TABLE 'algo_news_fts_live_pending_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_pending_idx on algo_news_fts_live_pending_idx
CREATE TABLE 'algo_news_fts_live_pending_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_rejected on algo_news_fts_live_rejected
CREATE VIRTUAL TABLE algo_news_fts_live_rejected using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_rejected_config on algo_news_fts_live_rejected_config
CREATE TABLE 'algo_news_fts_live_rejected_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_rejected_data on algo_news_fts_live_rejected_data
CREATE TABLE 'algo_news_fts_live_rejected_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_rejected_docsize on algo_news_fts_live_rejected_docsize
CREATE TABLE 'algo_news_fts_live_rejected_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_rejected_idx on algo_news_fts_live_rejected_idx
CREATE TABLE 'algo_news_fts_live_rejected_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_request on algo_news_fts_live_request
CREATE VIRTUAL TABLE algo_news_fts_live_request using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_request_config on algo_news_fts_live_request_config
CREATE TABLE 'algo_news_fts_live_request_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_request_data on algo_news_fts_live_request_data
CREATE TABLE 'algo_news_fts_live_request_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_request_docsize on algo_news_fts_live_request_docsize
CREATE TABLE 'algo_news_fts_live_request_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_request_idx on algo_news_fts_live_request_idx
CREATE TABLE 'algo_news_fts_live_request_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_revision on algo_news_fts_live_revision
CREATE VIRTUAL TABLE algo_news_fts_live_revision using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_revision_config on algo_news_fts_live_revision_config
CREATE TABLE 'algo_news_fts_live_revision_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_revision_data on algo_news_fts_live_revision_data
CREATE TABLE 'algo_news_fts_live_revision_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_revision_docsize on algo_news_fts_live_revision_docsize
CREATE TABLE 'algo_news_fts_live_revision_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_revision_idx on algo_news_fts_live_revision_idx
CREATE TABLE 'algo_news_fts_live_revision_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_live_scheduled on algo_news_fts_live_scheduled
CREATE VIRTUAL TABLE algo_news_fts_live_scheduled using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_live_scheduled_config on algo_news_fts_live_scheduled_config
CREATE TABLE 'algo_news_fts_live_scheduled_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_live_scheduled_data on algo_news_fts_live_scheduled_data
CREATE TABLE 'algo_news_fts_live_scheduled_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_live_scheduled_docsize on algo_news_fts_live_scheduled_docsize
CREATE TABLE 'algo_news_fts_live_scheduled_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_live_scheduled_idx on algo_news_fts_live_scheduled_idx
CREATE TABLE 'algo_news_fts_live_scheduled_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_fts_trash on algo_news_fts_trash
CREATE VIRTUAL TABLE algo_news_fts_trash using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_news_fts_trash_config on algo_news_fts_trash_config
CREATE TABLE 'algo_news_fts_trash_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_news_fts_trash_data on algo_news_fts_trash_data
CREATE TABLE 'algo_news_fts_trash_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_news_fts_trash_docsize on algo_news_fts_trash_docsize
CREATE TABLE 'algo_news_fts_trash_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_news_fts_trash_idx on algo_news_fts_trash_idx
CREATE TABLE 'algo_news_fts_trash_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_news_tags on algo_news_tags
CREATE TABLE algo_news_tags (owner_id integer not null references algo_news(id) on delete cascade, value integer not null, position integer not null, primary key (owner_id, value));

-- table algo_news_tickers on algo_news_tickers
CREATE TABLE algo_news_tickers (owner_id integer not null references algo_news(id) on delete cascade, value text not null, position integer not null, primary key (owner_id, value));

-- table algo_news_title_ranks on algo_news_title_ranks
CREATE TABLE algo_news_title_ranks (id integer primary key, rank integer not null);

-- table algo_research on algo_research
CREATE TABLE algo_research (
    "id" integer primary key autoincrement,
    title text not null,
    slug text not null,
    thumbnail text,
    first_summary text,
    second_summary text,
    third_summary text,
    short_description text,
    body text,
    status text not null default 'DRAFT',
    writter_id integer references staff_users(id),
    auditor_id integer references staff_users(id),
    scheduled_at text,
    published_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  , category_id integer references research_categories(id), edited_by integer references staff_users(id), response_note text, live_snapshot text, tags_copy text, tickers_copy text, plans_copy text);

-- table algo_research_fts_live_approved on algo_research_fts_live_approved
CREATE VIRTUAL TABLE algo_research_fts_live_approved using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_approved_config on algo_research_fts_live_approved_config
CREATE TABLE 'algo_research_fts_live_approved_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_approved_data on algo_research_fts_live_approved_data
CREATE TABLE 'algo_research_fts_live_approved_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_approved_docsize on algo_research_fts_live_approved_docsize
CREATE TABLE 'algo_research_fts_live_approved_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_approved_idx on algo_research_fts_live_approved_idx
CREATE TABLE 'algo_research_fts_live_approved_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_draft on algo_research_fts_live_draft
CREATE VIRTUAL TABLE algo_research_fts_live_draft using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_draft_config on algo_research_fts_live_draft_config
CREATE TABLE 'algo_research_fts_live_draft_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_draft_data on algo_research_fts_live_draft_data
CREATE TABLE 'algo_research_fts_live_draft_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_draft_docsize on algo_research_fts_live_draft_docsize
CREATE TABLE 'algo_research_fts_live_draft_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_draft_idx on algo_research_fts_live_draft_idx
CREATE TABLE 'algo_research_fts_live_draft_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_pending on algo_research_fts_live_pending
CREATE VIRTUAL TABLE algo_research_fts_live_pending using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_pending_config on algo_research_fts_live_pending_config
CREATE TABLE 'algo_research_fts_live_pending_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_pending_data on algo_research_fts_live_pending_data
CREATE TABLE 'algo_research_fts_live_pending_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_pending_docsize on algo_research_fts_live_pending_docsize
CREATE TABLE 'algo_research_fts_live_pending_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_pending_idx on algo_research_fts_live_pending_idx
CREATE TABLE 'algo_research_fts_live_pending_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_rejected on algo_research_fts_live_rejected
CREATE VIRTUAL TABLE algo_research_fts_live_rejected using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_rejected_config on algo_research_fts_live_rejected_config
CREATE TABLE 'algo_research_fts_live_rejected_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_rejected_data on algo_research_fts_live_rejected_data
CREATE TABLE 'algo_research_fts_live_rejected_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_rejected_docsize on algo_research_fts_live_rejected_docsize
CREATE TABLE 'algo_research_fts_live_rejected_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_rejected_idx on algo_research_fts_live_rejected_idx
CREATE TABLE 'algo_research_fts_live_rejected_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_request on algo_research_fts_live_request
CREATE VIRTUAL TABLE algo_research_fts_live_request using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_request_config on algo_research_fts_live_request_config
CREATE TABLE 'algo_research_fts_live_request_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_request_data on algo_research_fts_live_request_data
CREATE TABLE 'algo_research_fts_live_request_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_request_docsize on algo_research_fts_live_request_docsize
CREATE TABLE 'algo_research_fts_live_request_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_request_idx on algo_research_fts_live_request_idx
CREATE TABLE 'algo_research_fts_live_request_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_revision on algo_research_fts_live_revision
CREATE VIRTUAL TABLE algo_research_fts_live_revision using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_revision_config on algo_research_fts_live_revision_config
CREATE TABLE 'algo_research_fts_live_revision_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_revision_data on algo_research_fts_live_revision_data
CREATE TABLE 'algo_research_fts_live_revision_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_revision_docsize on algo_research_fts_live_revision_docsize
CREATE TABLE 'algo_research_fts_live_revision_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_revision_idx on algo_research_fts_live_revision_idx
CREATE TABLE 'algo_research_fts_live_revision_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_live_scheduled on algo_research_fts_live_scheduled
CREATE VIRTUAL TABLE algo_research_fts_live_scheduled using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_live_scheduled_config on algo_research_fts_live_scheduled_config
CREATE TABLE 'algo_research_fts_live_scheduled_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_live_scheduled_data on algo_research_fts_live_scheduled_data
CREATE TABLE 'algo_research_fts_live_scheduled_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_live_scheduled_docsize on algo_research_fts_live_scheduled_docsize
CREATE TABLE 'algo_research_fts_live_scheduled_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_live_scheduled_idx on algo_research_fts_live_scheduled_idx
CREATE TABLE 'algo_research_fts_live_scheduled_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_fts_trash on algo_research_fts_trash
CREATE VIRTUAL TABLE algo_research_fts_trash using fts5(words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');

-- table algo_research_fts_trash_config on algo_research_fts_trash_config
CREATE TABLE 'algo_research_fts_trash_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table algo_research_fts_trash_data on algo_research_fts_trash_data
CREATE TABLE 'algo_research_fts_trash_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table algo_research_fts_trash_docsize on algo_research_fts_trash_docsize
CREATE TABLE 'algo_research_fts_trash_docsize'(id INTEGER PRIMARY KEY, sz BLOB, origin INTEGER);

-- table algo_research_fts_trash_idx on algo_research_fts_trash_idx
CREATE TABLE 'algo_research_fts_trash_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table algo_research_plans on algo_research_plans
CREATE TABLE algo_research_plans (owner_id integer not null references algo_research(id) on delete cascade, value text not null, position integer not null, primary key (owner_id, value));

-- table algo_research_tags on algo_research_tags
CREATE TABLE algo_research_tags (owner_id integer not null references algo_research(id) on delete cascade, value integer not null, position integer not null, primary key (owner_id, value));

-- table algo_research_tickers on algo_research_tickers
CREATE TABLE algo_research_tickers (owner_id integer not null references algo_research(id) on delete cascade, value text not null, position integer not null, primary key (owner_id, value));

-- table algo_research_title_ranks on algo_research_title_ranks
CREATE TABLE algo_research_title_ranks (id integer primary key, rank integer not null);

-- table audit_chain on audit_chain
CREATE TABLE audit_chain (id integer primary key, seq integer not null, last_hash text not null, sealed_at text);

-- table audit_log on audit_log
CREATE TABLE audit_log (
    "id" integer primary key autoincrement,
    actor_id integer references staff_users(id),
    action text not null,
    entity text not null,
    entity_id text,
    before text,
    after text,
    note text,
    request_id text,
    created_at text not null
  , actor_name text, chain_seq integer, prev_hash text, hash text, mac text);

-- table circle_disclosures on circle_disclosures
CREATE TABLE circle_disclosures (
  id integer primary key autoincrement,
  content text not null,
  effective_from text not null,
  change_note text,
  version_number integer not null,
  is_current integer not null default 0,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table circle_disclosures_fts on circle_disclosures_fts
CREATE VIRTUAL TABLE circle_disclosures_fts using fts5(change_note, content='circle_disclosures', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table circle_disclosures_fts_config on circle_disclosures_fts_config
CREATE TABLE 'circle_disclosures_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table circle_disclosures_fts_data on circle_disclosures_fts_data
CREATE TABLE 'circle_disclosures_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table circle_disclosures_fts_docsize on circle_disclosures_fts_docsize
CREATE TABLE 'circle_disclosures_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table circle_disclosures_fts_idx on circle_disclosures_fts_idx
CREATE TABLE 'circle_disclosures_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table circle_research on circle_research
CREATE TABLE circle_research (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  status text not null default 'DRAFT',
  writter_id integer not null references contributors(id),
  sub_account_id integer references sub_account_contributors(id),
  auditor_id integer references staff_users(id),
  article_category_id integer references research_categories(id),
  published_at text,
  content_type text not null,
  du integer not null default 1,
  request_count integer not null default 0,
  article_title text not null collate nocase,
  article_slug text not null,
  thumbnail text,
  first_summary text,
  second_summary text,
  third_summary text,
  short_description text,
  response_note text,
  first_content text not null,
  second_content text,
  live_snapshot text
, scheduled_at text, edited_by integer references staff_users(id));

-- table circle_research_fts on circle_research_fts
CREATE VIRTUAL TABLE circle_research_fts using fts5(article_title, short_description, first_summary, second_summary, third_summary, content='circle_research', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table circle_research_fts_config on circle_research_fts_config
CREATE TABLE 'circle_research_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table circle_research_fts_data on circle_research_fts_data
CREATE TABLE 'circle_research_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table circle_research_fts_docsize on circle_research_fts_docsize
CREATE TABLE 'circle_research_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table circle_research_fts_idx on circle_research_fts_idx
CREATE TABLE 'circle_research_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table client_notifications on client_notifications
CREATE TABLE client_notifications (
    id integer primary key autoincrement,
    client_id integer not null references clients(id),
    campaign text not null,
    campaign_id integer not null,
    title text not null,
    body text not null,
    link text,
    created_at text not null,
    read_at text
  );

-- table client_sign_ins on client_sign_ins
CREATE TABLE client_sign_ins (
      id integer primary key autoincrement,
      client_id integer not null references clients(id),
      signed_in_at text not null,
      provider text not null,
      ip text,
      device text,
      city text
    );

-- table client_subscriptions on client_subscriptions
CREATE TABLE client_subscriptions (
      id integer primary key autoincrement,
      client_id integer not null references clients(id),
      plan_id integer references subscription_plans(id),
      plan_code text not null,
      plan_name text not null,
      price_paid integer not null default 0,
      source text not null,
      started_at text not null,
      ends_at text not null,
      cancelled_at text,
      created_at text not null
    );

-- table clients on clients
CREATE TABLE clients (
    "id" integer primary key autoincrement,
    fullname text not null,
    email text not null,
    phone text,
    verified_at text,
    status text not null default 'ACTIVE',
    registered_at text not null,
    last_login text,
    signup_provider text not null default 'EMAIL',
    plan_code text,
    plan_started_at text,
    plan_ends_at text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1
  , verified integer generated always as (case when verified_at is null then 0 else 1 end) virtual, suspended_at text, suspended_by integer, suspension_reason text);

-- table clients_fts on clients_fts
CREATE VIRTUAL TABLE clients_fts using fts5(fullname, email, phone, content='clients', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table clients_fts_config on clients_fts_config
CREATE TABLE 'clients_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table clients_fts_data on clients_fts_data
CREATE TABLE 'clients_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table clients_fts_docsize on clients_fts_docsize
CREATE TABLE 'clients_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table clients_fts_idx on clients_fts_idx
CREATE TABLE 'clients_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table contributors on contributors
CREATE TABLE contributors (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  fullname text not null collate nocase,
  email text not null collate nocase,
  phone text,
  thumbnail text,
  short_bio text,
  instagram text,
  linkedin text,
  twitter text,
  link_others text,
  is_verified integer not null default 0,
  status text not null default 'ACTIVE'
);

-- table contributors_fts on contributors_fts
CREATE VIRTUAL TABLE contributors_fts using fts5(fullname, email, phone, content='contributors', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table contributors_fts_config on contributors_fts_config
CREATE TABLE 'contributors_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table contributors_fts_data on contributors_fts_data
CREATE TABLE 'contributors_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table contributors_fts_docsize on contributors_fts_docsize
CREATE TABLE 'contributors_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table contributors_fts_idx on contributors_fts_idx
CREATE TABLE 'contributors_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table deliveries on deliveries
CREATE TABLE deliveries (
    id integer primary key autoincrement,
    campaign text not null,
    campaign_id integer not null,
    client_id integer not null references clients(id),
    channel text not null,
    email text not null,
    status text not null default 'PENDING',
    attempts integer not null default 0,
    next_at text,
    error text,
    created_at text not null,
    updated_at text not null,
    sent_at text
  );

-- table desk_changes on desk_changes
CREATE TABLE desk_changes (tbl text primary key, changes integer not null);

-- table drafts on drafts
CREATE TABLE drafts (
    staff_id integer not null references staff_users(id) on delete cascade,
    area text not null,
    record_key text not null,
    values_json text not null,
    base_version integer,
    saved_at text not null,
    primary key (staff_id, area, record_key)
  );

-- table hybrid_sliders on hybrid_sliders
CREATE TABLE hybrid_sliders (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  content_type text not null,
  content_id integer,
  url text,
  title text collate nocase,
  subtitle text,
  image text,
  sort_order integer not null,
  start_at text not null,
  end_at text,
  active integer not null default 1
);

-- table hybrid_sliders_fts on hybrid_sliders_fts
CREATE VIRTUAL TABLE hybrid_sliders_fts using fts5(title, subtitle, content='hybrid_sliders', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table hybrid_sliders_fts_config on hybrid_sliders_fts_config
CREATE TABLE 'hybrid_sliders_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table hybrid_sliders_fts_data on hybrid_sliders_fts_data
CREATE TABLE 'hybrid_sliders_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table hybrid_sliders_fts_docsize on hybrid_sliders_fts_docsize
CREATE TABLE 'hybrid_sliders_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table hybrid_sliders_fts_idx on hybrid_sliders_fts_idx
CREATE TABLE 'hybrid_sliders_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table institution_content on institution_content
CREATE TABLE institution_content (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  status text not null default 'DRAFT',
  auditor_id integer references staff_users(id),
  published_at text,
  scheduled_at text,
  edited_by integer references staff_users(id),
  response_note text,
  live_snapshot text,
  institution_id integer not null references institutions(id),
  writter_id integer references staff_users(id),
  category_id integer references research_categories(id),
  report_type text not null,
  title text not null collate nocase,
  slug text not null,
  thumbnail text,
  pdf text,
  summary text not null,
  body text not null
);

-- table institution_content_fts on institution_content_fts
CREATE VIRTUAL TABLE institution_content_fts using fts5(title, summary, body, content='institution_content', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table institution_content_fts_config on institution_content_fts_config
CREATE TABLE 'institution_content_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table institution_content_fts_data on institution_content_fts_data
CREATE TABLE 'institution_content_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table institution_content_fts_docsize on institution_content_fts_docsize
CREATE TABLE 'institution_content_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table institution_content_fts_idx on institution_content_fts_idx
CREATE TABLE 'institution_content_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table institution_content_tags on institution_content_tags
CREATE TABLE institution_content_tags (owner_id integer not null references institution_content(id) on delete cascade, value integer not null, position integer not null, primary key (owner_id, value));

-- table institution_content_tickers on institution_content_tickers
CREATE TABLE institution_content_tickers (owner_id integer not null references institution_content(id) on delete cascade, value text not null, position integer not null, primary key (owner_id, value));

-- table institution_stock_picks on institution_stock_picks
CREATE TABLE institution_stock_picks (owner_id integer not null references institution_stock_placements(id) on delete cascade, value text not null, position integer not null, action text not null default 'BUY', entry_price integer not null default 0, target_price integer, stop_loss integer, rationale text, primary key (owner_id, value));

-- table institution_stock_placements on institution_stock_placements
CREATE TABLE institution_stock_placements (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  status text not null default 'DRAFT',
  auditor_id integer references staff_users(id),
  published_at text,
  scheduled_at text,
  edited_by integer references staff_users(id),
  response_note text,
  live_snapshot text,
  institution_id integer not null references institutions(id),
  period_from text not null,
  period_to text not null,
  title text not null collate nocase
);

-- table institution_stock_placements_fts on institution_stock_placements_fts
CREATE VIRTUAL TABLE institution_stock_placements_fts using fts5(title, content='institution_stock_placements', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table institution_stock_placements_fts_config on institution_stock_placements_fts_config
CREATE TABLE 'institution_stock_placements_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table institution_stock_placements_fts_data on institution_stock_placements_fts_data
CREATE TABLE 'institution_stock_placements_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table institution_stock_placements_fts_docsize on institution_stock_placements_fts_docsize
CREATE TABLE 'institution_stock_placements_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table institution_stock_placements_fts_idx on institution_stock_placements_fts_idx
CREATE TABLE 'institution_stock_placements_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table institutions on institutions
CREATE TABLE institutions (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  name text not null collate nocase,
  broker_code text not null,
  logo text,
  website text,
  description text,
  status text not null default 'ACTIVE',
  sort_order integer not null default 0
);

-- table institutions_fts on institutions_fts
CREATE VIRTUAL TABLE institutions_fts using fts5(name, broker_code, description, content='institutions', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table institutions_fts_config on institutions_fts_config
CREATE TABLE 'institutions_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table institutions_fts_data on institutions_fts_data
CREATE TABLE 'institutions_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table institutions_fts_docsize on institutions_fts_docsize
CREATE TABLE 'institutions_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table institutions_fts_idx on institutions_fts_idx
CREATE TABLE 'institutions_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table jobs on jobs
CREATE TABLE jobs (
    id integer primary key autoincrement,
    kind text not null,
    payload text not null,
    subject text,
    status text not null default 'queued',
    run_at text not null,
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    last_error text,
    locked_by text,
    locked_until text,
    created_at text not null,
    updated_at text not null,
    finished_at text
  );

-- table kysely_migration on kysely_migration
CREATE TABLE "kysely_migration" ("name" varchar(255) not null primary key, "timestamp" varchar(255) not null);

-- table kysely_migration_lock on kysely_migration_lock
CREATE TABLE "kysely_migration_lock" ("id" varchar(255) not null primary key, "is_locked" integer default 0 not null);

-- table legal_documents on legal_documents
CREATE TABLE legal_documents (
  id integer primary key autoincrement,
  document_type text not null,
  title text not null collate nocase,
  content text not null,
  effective_from text not null,
  change_note text,
  version_number integer not null,
  is_current integer not null default 0,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table legal_documents_fts on legal_documents_fts
CREATE VIRTUAL TABLE legal_documents_fts using fts5(title, change_note, content='legal_documents', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table legal_documents_fts_config on legal_documents_fts_config
CREATE TABLE 'legal_documents_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table legal_documents_fts_data on legal_documents_fts_data
CREATE TABLE 'legal_documents_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table legal_documents_fts_docsize on legal_documents_fts_docsize
CREATE TABLE 'legal_documents_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table legal_documents_fts_idx on legal_documents_fts_idx
CREATE TABLE 'legal_documents_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table login_throttle on login_throttle
CREATE TABLE login_throttle (
    throttle_key text primary key,
    window_start text not null,
    attempts integer not null
  );

-- table mail_outbox on mail_outbox
CREATE TABLE mail_outbox (
    "id" integer primary key autoincrement,
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    created_at text not null,
    sent_at text,
    error text
  );

-- table master_stocks on master_stocks
CREATE TABLE master_stocks (
  id integer primary key autoincrement,
  ticker text not null,
  company_name text not null collate nocase,
  sector text not null,
  sub_sector text,
  board text not null default 'MAIN',
  listing_date text,
  shares_outstanding integer,
  logo text,
  active integer not null default 1,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table master_stocks_fts on master_stocks_fts
CREATE VIRTUAL TABLE master_stocks_fts using fts5(ticker, company_name, sub_sector, content='master_stocks', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table master_stocks_fts_config on master_stocks_fts_config
CREATE TABLE 'master_stocks_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table master_stocks_fts_data on master_stocks_fts_data
CREATE TABLE 'master_stocks_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table master_stocks_fts_docsize on master_stocks_fts_docsize
CREATE TABLE 'master_stocks_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table master_stocks_fts_idx on master_stocks_fts_idx
CREATE TABLE 'master_stocks_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table master_tags on master_tags
CREATE TABLE master_tags (
  id integer primary key autoincrement,
  name text not null collate nocase,
  slug text not null,
  applies_to text not null default 'BOTH',
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table master_tags_fts on master_tags_fts
CREATE VIRTUAL TABLE master_tags_fts using fts5(name, slug, content='master_tags', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table master_tags_fts_config on master_tags_fts_config
CREATE TABLE 'master_tags_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table master_tags_fts_data on master_tags_fts_data
CREATE TABLE 'master_tags_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table master_tags_fts_docsize on master_tags_fts_docsize
CREATE TABLE 'master_tags_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table master_tags_fts_idx on master_tags_fts_idx
CREATE TABLE 'master_tags_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table newsletter_subscribers on newsletter_subscribers
CREATE TABLE newsletter_subscribers (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  client_id integer not null references clients(id),
  email text not null collate nocase,
  fullname text not null collate nocase,
  status text not null default 'SUBSCRIBED',
  source text not null default 'SIGNUP',
  opted_in_at text not null,
  unsubscribed_at text
);

-- table newsletter_subscribers_fts on newsletter_subscribers_fts
CREATE VIRTUAL TABLE newsletter_subscribers_fts using fts5(fullname, email, content='newsletter_subscribers', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table newsletter_subscribers_fts_config on newsletter_subscribers_fts_config
CREATE TABLE 'newsletter_subscribers_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table newsletter_subscribers_fts_data on newsletter_subscribers_fts_data
CREATE TABLE 'newsletter_subscribers_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table newsletter_subscribers_fts_docsize on newsletter_subscribers_fts_docsize
CREATE TABLE 'newsletter_subscribers_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table newsletter_subscribers_fts_idx on newsletter_subscribers_fts_idx
CREATE TABLE 'newsletter_subscribers_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table newsletters on newsletters
CREATE TABLE newsletters (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  subject text not null collate nocase,
  preheader text,
  research_ids text not null default '[]',
  news_ids text not null default '[]',
  audience text not null default 'ALL',
  plans text not null default '[]',
  verified_only integer not null default 0,
  scheduled_at text,
  status text not null default 'DRAFT',
  recipient_count integer not null default 0,
  sent_count integer not null default 0,
  failed_count integer not null default 0,
  sent_at text,
  sent_by integer references staff_users(id),
  body text not null
);

-- table newsletters_fts on newsletters_fts
CREATE VIRTUAL TABLE newsletters_fts using fts5(subject, preheader, content='newsletters', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table newsletters_fts_config on newsletters_fts_config
CREATE TABLE 'newsletters_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table newsletters_fts_data on newsletters_fts_data
CREATE TABLE 'newsletters_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table newsletters_fts_docsize on newsletters_fts_docsize
CREATE TABLE 'newsletters_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table newsletters_fts_idx on newsletters_fts_idx
CREATE TABLE 'newsletters_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table notification_settings on notification_settings
CREATE TABLE notification_settings (
    staff_id integer primary key references staff_users(id) on delete cascade,
    email text not null,
    time_zone text not null,
    digest_on text,
    updated_at text not null
  );

-- table notifications on notifications
CREATE TABLE notifications (
    id integer primary key autoincrement,
    recipient_id integer not null references staff_users(id) on delete cascade,
    kind text not null,
    area text not null,
    record_id integer,
    title text not null,
    body text,
    path text not null,
    actor_id integer,
    actor_name text,
    event_key text not null,
    created_at text not null,
    read_at text,
    mailed integer not null default 0
  );

-- table password_tokens on password_tokens
CREATE TABLE "password_tokens" ("token_hash" text primary key, "user_id" integer not null references "staff_users" ("id") on delete cascade, "purpose" text not null, "created_at" text not null, "expires_at" text not null, "used_at" text);

-- table public_api_keys on public_api_keys
CREATE TABLE public_api_keys (
    "id" integer primary key autoincrement,
    name text not null,
    key_hash text not null,
    prefix text not null,
    scopes text not null,
    contributor_id integer,
    created_at text not null,
    created_by integer references staff_users(id),
    last_used_at text,
    revoked_at text
  , institution_id integer references institutions(id));

-- table research_blasts on research_blasts
CREATE TABLE research_blasts (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  title text not null collate nocase,
  research_id integer references algo_research(id),
  channel text not null default 'EMAIL',
  audience text not null default 'ALL',
  plans text not null default '[]',
  verified_only integer not null default 0,
  scheduled_at text,
  status text not null default 'DRAFT',
  recipient_count integer not null default 0,
  sent_count integer not null default 0,
  failed_count integer not null default 0,
  sent_at text,
  sent_by integer references staff_users(id),
  message text not null
);

-- table research_blasts_fts on research_blasts_fts
CREATE VIRTUAL TABLE research_blasts_fts using fts5(title, content='research_blasts', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table research_blasts_fts_config on research_blasts_fts_config
CREATE TABLE 'research_blasts_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table research_blasts_fts_data on research_blasts_fts_data
CREATE TABLE 'research_blasts_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table research_blasts_fts_docsize on research_blasts_fts_docsize
CREATE TABLE 'research_blasts_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table research_blasts_fts_idx on research_blasts_fts_idx
CREATE TABLE 'research_blasts_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table research_categories on research_categories
CREATE TABLE research_categories (
  id integer primary key autoincrement,
  article_category_name text not null collate nocase,
  slug text not null,
  description text,
  icon text,
  sort_order integer not null default 0,
  active integer not null default 1,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table research_categories_fts on research_categories_fts
CREATE VIRTUAL TABLE research_categories_fts using fts5(article_category_name, slug, description, content='research_categories', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table research_categories_fts_config on research_categories_fts_config
CREATE TABLE 'research_categories_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table research_categories_fts_data on research_categories_fts_data
CREATE TABLE 'research_categories_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table research_categories_fts_docsize on research_categories_fts_docsize
CREATE TABLE 'research_categories_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table research_categories_fts_idx on research_categories_fts_idx
CREATE TABLE 'research_categories_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table resource_count_slots on resource_count_slots
CREATE TABLE resource_count_slots (
    tbl text not null, dim text not null, val text not null, slot integer not null, live integer not null,
    primary key (tbl, dim, val, slot)
  );

-- table resource_counts on resource_counts
CREATE TABLE resource_counts (tbl text not null, dim text not null, val text not null, live integer not null, primary key (tbl, dim, val));

-- table server_secrets on server_secrets
CREATE TABLE server_secrets (name text primary key, value text not null, created_at text not null);

-- table sessions on sessions
CREATE TABLE "sessions" ("id_hash" text primary key, "user_id" integer not null references "staff_users" ("id") on delete cascade, "created_at" text not null, "last_seen_at" text not null, "expires_at" text not null, "ip" text, "user_agent" text);

-- table sqlite_sequence on sqlite_sequence
CREATE TABLE sqlite_sequence(name,seq);

-- table staff_addresses on staff_addresses
CREATE TABLE staff_addresses (
    staff_id integer not null references staff_users(id) on delete cascade,
    address text not null,
    first_seen_at text not null,
    primary key (staff_id, address)
  );

-- table staff_permissions on staff_permissions
CREATE TABLE "staff_permissions" ("user_id" integer not null references "staff_users" ("id") on delete cascade, "module" text not null, "action" text not null, constraint "staff_permissions_pk" primary key ("user_id", "module", "action"));

-- table staff_recovery_codes on staff_recovery_codes
CREATE TABLE staff_recovery_codes (
    id integer primary key autoincrement,
    user_id integer not null references staff_users(id) on delete cascade,
    code_hash text not null,
    used_at text
  );

-- table staff_two_factor on staff_two_factor
CREATE TABLE staff_two_factor (
    user_id integer primary key references staff_users(id) on delete cascade,
    secret text not null,
    confirmed_at text,
    last_step integer,
    created_at text not null
  );

-- table staff_users on staff_users
CREATE TABLE staff_users (
    "id" integer primary key autoincrement,
    fullname text not null,
    email text not null,
    phone text,
    gender text not null default 'male',
    alamat text,
    npwp text,
    role text not null,
    status text not null default 'ACTIVE',
    password_hash text,
    last_login text,
    instagram text,
    linkedin text,
    twitter text,
    link_others text,
    short_bio text,
    thumbnail text,
    created_at text not null,
    updated_at text not null,
    created_by integer references staff_users(id),
    updated_by integer references staff_users(id),
    deleted_at text,
    version integer not null default 1,
    permissions_version integer not null default 1
  );

-- table staff_users_fts on staff_users_fts
CREATE VIRTUAL TABLE staff_users_fts using fts5(fullname, email, phone, content='staff_users', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table staff_users_fts_config on staff_users_fts_config
CREATE TABLE 'staff_users_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table staff_users_fts_data on staff_users_fts_data
CREATE TABLE 'staff_users_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table staff_users_fts_docsize on staff_users_fts_docsize
CREATE TABLE 'staff_users_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table staff_users_fts_idx on staff_users_fts_idx
CREATE TABLE 'staff_users_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table stock_data on stock_data
CREATE TABLE stock_data (
  id integer not null,
  ticker text not null,
  date text not null,
  open integer not null,
  high integer not null,
  low integer not null,
  close integer not null,
  volume integer not null,
  value integer not null,
  frequency integer not null,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  primary key (ticker, date)
) without rowid;

-- table stock_index_tickers on stock_index_tickers
CREATE TABLE stock_index_tickers (owner_id integer not null references stock_indices(id) on delete cascade, value text not null, position integer not null, primary key (owner_id, value));

-- table stock_indices on stock_indices
CREATE TABLE stock_indices (
  id integer primary key autoincrement,
  code text not null,
  name text not null collate nocase,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table stock_indices_fts on stock_indices_fts
CREATE VIRTUAL TABLE stock_indices_fts using fts5(code, name, content='stock_indices', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table stock_indices_fts_config on stock_indices_fts_config
CREATE TABLE 'stock_indices_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table stock_indices_fts_data on stock_indices_fts_data
CREATE TABLE 'stock_indices_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table stock_indices_fts_docsize on stock_indices_fts_docsize
CREATE TABLE 'stock_indices_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table stock_indices_fts_idx on stock_indices_fts_idx
CREATE TABLE 'stock_indices_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table sub_account_contributors on sub_account_contributors
CREATE TABLE sub_account_contributors (
  id integer primary key autoincrement,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1,
  contributor_id integer not null references contributors(id),
  fullname text not null collate nocase,
  email text not null collate nocase,
  phone text,
  thumbnail text,
  short_bio text,
  status text not null default 'ACTIVE'
);

-- table sub_account_contributors_fts on sub_account_contributors_fts
CREATE VIRTUAL TABLE sub_account_contributors_fts using fts5(fullname, email, content='sub_account_contributors', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table sub_account_contributors_fts_config on sub_account_contributors_fts_config
CREATE TABLE 'sub_account_contributors_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table sub_account_contributors_fts_data on sub_account_contributors_fts_data
CREATE TABLE 'sub_account_contributors_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table sub_account_contributors_fts_docsize on sub_account_contributors_fts_docsize
CREATE TABLE 'sub_account_contributors_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table sub_account_contributors_fts_idx on sub_account_contributors_fts_idx
CREATE TABLE 'sub_account_contributors_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table subscription_plans on subscription_plans
CREATE TABLE subscription_plans (
  id integer primary key autoincrement,
  name text not null collate nocase,
  code text not null,
  description text,
  price integer not null,
  promo_price integer,
  duration_days integer not null,
  is_trial integer not null default 0,
  features text not null default '[]',
  modules text not null default '[]',
  active integer not null default 1,
  sort_order integer not null default 0,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table subscription_plans_fts on subscription_plans_fts
CREATE VIRTUAL TABLE subscription_plans_fts using fts5(name, code, description, content='subscription_plans', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table subscription_plans_fts_config on subscription_plans_fts_config
CREATE TABLE 'subscription_plans_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table subscription_plans_fts_data on subscription_plans_fts_data
CREATE TABLE 'subscription_plans_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table subscription_plans_fts_docsize on subscription_plans_fts_docsize
CREATE TABLE 'subscription_plans_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table subscription_plans_fts_idx on subscription_plans_fts_idx
CREATE TABLE 'subscription_plans_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table text_sliders on text_sliders
CREATE TABLE text_sliders (
  id integer primary key autoincrement,
  text text not null,
  link_url text,
  sort_order integer not null,
  start_at text,
  end_at text,
  active integer not null default 1,
  created_at text not null,
  updated_at text not null,
  created_by integer references staff_users(id),
  updated_by integer references staff_users(id),
  deleted_at text,
  version integer not null default 1
);

-- table text_sliders_fts on text_sliders_fts
CREATE VIRTUAL TABLE text_sliders_fts using fts5(text, content='text_sliders', content_rowid='id', tokenize='unicode61 remove_diacritics 2');

-- table text_sliders_fts_config on text_sliders_fts_config
CREATE TABLE 'text_sliders_fts_config'(k PRIMARY KEY, v) WITHOUT ROWID;

-- table text_sliders_fts_data on text_sliders_fts_data
CREATE TABLE 'text_sliders_fts_data'(id INTEGER PRIMARY KEY, block BLOB);

-- table text_sliders_fts_docsize on text_sliders_fts_docsize
CREATE TABLE 'text_sliders_fts_docsize'(id INTEGER PRIMARY KEY, sz BLOB);

-- table text_sliders_fts_idx on text_sliders_fts_idx
CREATE TABLE 'text_sliders_fts_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;

-- table two_factor_policy on two_factor_policy
CREATE TABLE two_factor_policy (
    role text primary key,
    required_at text not null,
    required_by integer references staff_users(id) on delete set null
  );

-- table view_events on view_events
CREATE TABLE view_events (
    "id" integer primary key autoincrement,
    section text not null,
    content_id integer not null,
    audience text not null,
    action text not null,
    occurred_at text not null,
    received_at text not null,
    api_key_id integer references public_api_keys(id)
  );

-- table view_rollups on view_rollups
CREATE TABLE view_rollups (
    section text not null,
    audience text not null,
    day text not null,
    action text not null,
    total integer not null,
    primary key (section, audience, day, action)
  ) without rowid;

-- table view_rollups_monthly on view_rollups_monthly
CREATE TABLE view_rollups_monthly (
    section text not null,
    audience text not null,
    month text not null,
    action text not null,
    total integer not null,
    primary key (section, audience, month, action)
  ) without rowid;

-- table webhook_attempts on webhook_attempts
CREATE TABLE webhook_attempts (
    id integer primary key autoincrement,
    delivery_id text not null references webhook_deliveries(id) on delete cascade,
    webhook_id integer not null references webhooks(id),
    attempt integer not null,
    at text not null,
    outcome text not null,
    status_code integer,
    duration_ms integer not null,
    error text
  );

-- table webhook_deliveries on webhook_deliveries
CREATE TABLE webhook_deliveries (
    id text primary key,
    webhook_id integer not null references webhooks(id),
    event text not null,
    area text not null,
    record_id integer,
    body text not null,
    status text not null,
    created_at text not null,
    updated_at text not null
  );

-- table webhooks on webhooks
CREATE TABLE webhooks (
    id integer primary key autoincrement,
    name text not null,
    url text not null,
    secret text not null,
    events text not null,
    active integer not null,
    paused_reason text,
    failures integer not null default 0,
    last_delivery_at text,
    created_at text not null,
    created_by integer references staff_users(id),
    updated_at text not null,
    revoked_at text
  );

-- trigger account_walls_count_delete on account_walls
CREATE TRIGGER account_walls_count_delete after delete on account_walls begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'account_walls' and ((dim = '' and val = '')); end;

-- trigger account_walls_count_insert on account_walls
CREATE TRIGGER account_walls_count_insert after insert on account_walls begin insert into resource_counts (tbl, dim, val, live) select 'account_walls', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger account_walls_count_update on account_walls
CREATE TRIGGER account_walls_count_update after update of deleted_at on account_walls when old.deleted_at is not new.deleted_at begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'account_walls' and ((dim = '' and val = ''));
       insert into resource_counts (tbl, dim, val, live) select 'account_walls', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger account_walls_desk_delete on account_walls
CREATE TRIGGER "account_walls_desk_delete" after delete on "account_walls"
      begin update desk_changes set changes = changes + 1 where tbl = 'account_walls'; end;

-- trigger account_walls_desk_insert on account_walls
CREATE TRIGGER "account_walls_desk_insert" after insert on "account_walls"
      begin update desk_changes set changes = changes + 1 where tbl = 'account_walls'; end;

-- trigger account_walls_desk_update on account_walls
CREATE TRIGGER "account_walls_desk_update" after update on "account_walls"
      begin update desk_changes set changes = changes + 1 where tbl = 'account_walls'; end;

-- trigger ad_banners_count_delete on ad_banners
CREATE TRIGGER ad_banners_count_delete after delete on ad_banners begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'ad_banners' and ((dim = '' and val = '') or (dim = 'placement' and val = coalesce(cast(old.placement as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), ''))); end;

-- trigger ad_banners_count_insert on ad_banners
CREATE TRIGGER ad_banners_count_insert after insert on ad_banners begin insert into resource_counts (tbl, dim, val, live) select 'ad_banners', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'ad_banners', 'placement', coalesce(cast(new.placement as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'ad_banners', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger ad_banners_count_update on ad_banners
CREATE TRIGGER ad_banners_count_update after update of deleted_at, placement, active on ad_banners when old.deleted_at is not new.deleted_at or old.placement is not new.placement or old.active is not new.active begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'ad_banners' and ((dim = '' and val = '') or (dim = 'placement' and val = coalesce(cast(old.placement as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'ad_banners', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'ad_banners', 'placement', coalesce(cast(new.placement as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'ad_banners', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger ad_banners_fts_delete on ad_banners
CREATE TRIGGER ad_banners_fts_delete after delete on ad_banners begin insert into ad_banners_fts (ad_banners_fts, rowid, title) values ('delete', old.id, old.title); end;

-- trigger ad_banners_fts_insert on ad_banners
CREATE TRIGGER ad_banners_fts_insert after insert on ad_banners begin insert into ad_banners_fts (rowid, title) values (new.id, new.title); end;

-- trigger ad_banners_fts_update on ad_banners
CREATE TRIGGER ad_banners_fts_update after update of title on ad_banners begin
       insert into ad_banners_fts (ad_banners_fts, rowid, title) values ('delete', old.id, old.title);
       insert into ad_banners_fts (rowid, title) values (new.id, new.title);
     end;

-- trigger algo_news_count_delete on algo_news
CREATE TRIGGER algo_news_count_delete after delete on algo_news begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'algo_news' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'is_breaking' and val = coalesce(cast(old.is_breaking as text), ''))); end;

-- trigger algo_news_count_insert on algo_news
CREATE TRIGGER algo_news_count_insert after insert on algo_news begin insert into resource_counts (tbl, dim, val, live) select 'algo_news', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_news', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_news', 'is_breaking', coalesce(cast(new.is_breaking as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger algo_news_count_update on algo_news
CREATE TRIGGER algo_news_count_update after update of deleted_at, status, is_breaking on algo_news when old.deleted_at is not new.deleted_at or old.status is not new.status or old.is_breaking is not new.is_breaking begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'algo_news' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'is_breaking' and val = coalesce(cast(old.is_breaking as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'algo_news', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_news', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_news', 'is_breaking', coalesce(cast(new.is_breaking as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger algo_news_desk_delete on algo_news
CREATE TRIGGER "algo_news_desk_delete" after delete on "algo_news"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_news'; end;

-- trigger algo_news_desk_insert on algo_news
CREATE TRIGGER "algo_news_desk_insert" after insert on "algo_news"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_news'; end;

-- trigger algo_news_desk_update on algo_news
CREATE TRIGGER "algo_news_desk_update" after update on "algo_news"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_news'; end;

-- trigger algo_news_fts_delete on algo_news
CREATE TRIGGER algo_news_fts_delete after delete on algo_news begin delete from algo_news_fts_live_draft where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'DRAFT'; delete from algo_news_fts_live_pending where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'PENDING'; delete from algo_news_fts_live_request where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REQUEST'; delete from algo_news_fts_live_approved where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'APPROVED'; delete from algo_news_fts_live_revision where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REVISION'; delete from algo_news_fts_live_rejected where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REJECTED'; delete from algo_news_fts_live_scheduled where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'SCHEDULED'; delete from algo_news_fts_trash where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is not null; delete from algo_news_title_ranks where id = old.id; end;

-- trigger algo_news_fts_insert on algo_news
CREATE TRIGGER algo_news_fts_insert after insert on algo_news begin select raise(abort, 'algo_news: id beyond the search index''s range') where new.id > 2147483647; insert or replace into algo_news_title_ranks (id, rank) select new.id, case
      when cur is not null and cur >= coalesce(lo, 0) and cur <= coalesce(hi, 4294967295) then cur
      when lo is null and hi is null then 2147483647
      when same then min(lo + 1, coalesce(hi, 4294967295))
      else (coalesce(lo, 0) + coalesce(hi, 4294967295)) / 2 end
    from (select (select rank from algo_news_title_ranks where id = coalesce(same_before, before)) as lo, same_before is not null as same,
        (select rank from algo_news_title_ranks where id = coalesce(same_after, after)) as hi, (select rank from algo_news_title_ranks where id = new.id) as cur
      from (select (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title = new.title and n.id < new.id order by n.title desc, n.id desc limit 1) as same_before,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title < new.title order by n.title desc, n.id desc limit 1) as before,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title = new.title and n.id > new.id order by n.title asc, n.id asc limit 1) as same_after,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title > new.title order by n.title asc, n.id asc limit 1) as after)); insert into algo_news_fts_live_draft (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'DRAFT'; insert into algo_news_fts_live_pending (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'PENDING'; insert into algo_news_fts_live_request (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REQUEST'; insert into algo_news_fts_live_approved (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'APPROVED'; insert into algo_news_fts_live_revision (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REVISION'; insert into algo_news_fts_live_rejected (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REJECTED'; insert into algo_news_fts_live_scheduled (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'SCHEDULED'; insert into algo_news_fts_trash (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is not null; end;

-- trigger algo_news_fts_update on algo_news
CREATE TRIGGER algo_news_fts_update after update of title, summary, body, status, deleted_at on algo_news begin delete from algo_news_fts_live_draft where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'DRAFT'; delete from algo_news_fts_live_pending where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'PENDING'; delete from algo_news_fts_live_request where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REQUEST'; delete from algo_news_fts_live_approved where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'APPROVED'; delete from algo_news_fts_live_revision where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REVISION'; delete from algo_news_fts_live_rejected where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REJECTED'; delete from algo_news_fts_live_scheduled where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'SCHEDULED'; delete from algo_news_fts_trash where rowid = ((select rank from algo_news_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is not null; insert or replace into algo_news_title_ranks (id, rank) select new.id, case
      when cur is not null and cur >= coalesce(lo, 0) and cur <= coalesce(hi, 4294967295) then cur
      when lo is null and hi is null then 2147483647
      when same then min(lo + 1, coalesce(hi, 4294967295))
      else (coalesce(lo, 0) + coalesce(hi, 4294967295)) / 2 end
    from (select (select rank from algo_news_title_ranks where id = coalesce(same_before, before)) as lo, same_before is not null as same,
        (select rank from algo_news_title_ranks where id = coalesce(same_after, after)) as hi, (select rank from algo_news_title_ranks where id = new.id) as cur
      from (select (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title = new.title and n.id < new.id order by n.title desc, n.id desc limit 1) as same_before,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title < new.title order by n.title desc, n.id desc limit 1) as before,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title = new.title and n.id > new.id order by n.title asc, n.id asc limit 1) as same_after,
          (select n.id from algo_news as n indexed by algo_news_title_live where n.deleted_at is null and n.title > new.title order by n.title asc, n.id asc limit 1) as after)); insert into algo_news_fts_live_draft (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'DRAFT'; insert into algo_news_fts_live_pending (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'PENDING'; insert into algo_news_fts_live_request (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REQUEST'; insert into algo_news_fts_live_approved (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'APPROVED'; insert into algo_news_fts_live_revision (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REVISION'; insert into algo_news_fts_live_rejected (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REJECTED'; insert into algo_news_fts_live_scheduled (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'SCHEDULED'; insert into algo_news_fts_trash (rowid, words) select ((select rank from algo_news_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.summary, '') || ' ' || coalesce(new.body, '') where new.deleted_at is not null; end;

-- trigger algo_news_tags_copy_delete on algo_news_tags
CREATE TRIGGER algo_news_tags_copy_delete after delete on algo_news_tags begin update algo_news set tags_copy = (select json_group_array(value) from (select value from algo_news_tags where owner_id = old.owner_id order by position)) where id = old.owner_id; end;

-- trigger algo_news_tags_copy_insert on algo_news_tags
CREATE TRIGGER algo_news_tags_copy_insert after insert on algo_news_tags begin update algo_news set tags_copy = (select json_group_array(value) from (select value from algo_news_tags where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_news_tags_copy_update on algo_news_tags
CREATE TRIGGER algo_news_tags_copy_update after update on algo_news_tags begin update algo_news set tags_copy = (select json_group_array(value) from (select value from algo_news_tags where owner_id = old.owner_id order by position)) where id = old.owner_id; update algo_news set tags_copy = (select json_group_array(value) from (select value from algo_news_tags where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_news_tickers_copy_delete on algo_news_tickers
CREATE TRIGGER algo_news_tickers_copy_delete after delete on algo_news_tickers begin update algo_news set tickers_copy = (select json_group_array(value) from (select value from algo_news_tickers where owner_id = old.owner_id order by position)) where id = old.owner_id; end;

-- trigger algo_news_tickers_copy_insert on algo_news_tickers
CREATE TRIGGER algo_news_tickers_copy_insert after insert on algo_news_tickers begin update algo_news set tickers_copy = (select json_group_array(value) from (select value from algo_news_tickers where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_news_tickers_copy_update on algo_news_tickers
CREATE TRIGGER algo_news_tickers_copy_update after update on algo_news_tickers begin update algo_news set tickers_copy = (select json_group_array(value) from (select value from algo_news_tickers where owner_id = old.owner_id order by position)) where id = old.owner_id; update algo_news set tickers_copy = (select json_group_array(value) from (select value from algo_news_tickers where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_count_delete on algo_research
CREATE TRIGGER algo_research_count_delete after delete on algo_research begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'algo_research' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), ''))); end;

-- trigger algo_research_count_insert on algo_research
CREATE TRIGGER algo_research_count_insert after insert on algo_research begin insert into resource_counts (tbl, dim, val, live) select 'algo_research', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_research', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger algo_research_count_update on algo_research
CREATE TRIGGER algo_research_count_update after update of deleted_at, status on algo_research when old.deleted_at is not new.deleted_at or old.status is not new.status begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'algo_research' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'algo_research', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'algo_research', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger algo_research_desk_delete on algo_research
CREATE TRIGGER "algo_research_desk_delete" after delete on "algo_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_research'; end;

-- trigger algo_research_desk_insert on algo_research
CREATE TRIGGER "algo_research_desk_insert" after insert on "algo_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_research'; end;

-- trigger algo_research_desk_update on algo_research
CREATE TRIGGER "algo_research_desk_update" after update on "algo_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'algo_research'; end;

-- trigger algo_research_fts_delete on algo_research
CREATE TRIGGER algo_research_fts_delete after delete on algo_research begin delete from algo_research_fts_live_draft where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'DRAFT'; delete from algo_research_fts_live_pending where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'PENDING'; delete from algo_research_fts_live_request where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REQUEST'; delete from algo_research_fts_live_approved where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'APPROVED'; delete from algo_research_fts_live_revision where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REVISION'; delete from algo_research_fts_live_rejected where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REJECTED'; delete from algo_research_fts_live_scheduled where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'SCHEDULED'; delete from algo_research_fts_trash where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is not null; delete from algo_research_title_ranks where id = old.id; end;

-- trigger algo_research_fts_insert on algo_research
CREATE TRIGGER algo_research_fts_insert after insert on algo_research begin select raise(abort, 'algo_research: id beyond the search index''s range') where new.id > 2147483647; insert or replace into algo_research_title_ranks (id, rank) select new.id, case
      when cur is not null and cur >= coalesce(lo, 0) and cur <= coalesce(hi, 4294967295) then cur
      when lo is null and hi is null then 2147483647
      when same then min(lo + 1, coalesce(hi, 4294967295))
      else (coalesce(lo, 0) + coalesce(hi, 4294967295)) / 2 end
    from (select (select rank from algo_research_title_ranks where id = coalesce(same_before, before)) as lo, same_before is not null as same,
        (select rank from algo_research_title_ranks where id = coalesce(same_after, after)) as hi, (select rank from algo_research_title_ranks where id = new.id) as cur
      from (select (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title = new.title and n.id < new.id order by n.title desc, n.id desc limit 1) as same_before,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title < new.title order by n.title desc, n.id desc limit 1) as before,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title = new.title and n.id > new.id order by n.title asc, n.id asc limit 1) as same_after,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title > new.title order by n.title asc, n.id asc limit 1) as after)); insert into algo_research_fts_live_draft (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'DRAFT'; insert into algo_research_fts_live_pending (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'PENDING'; insert into algo_research_fts_live_request (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REQUEST'; insert into algo_research_fts_live_approved (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'APPROVED'; insert into algo_research_fts_live_revision (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REVISION'; insert into algo_research_fts_live_rejected (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REJECTED'; insert into algo_research_fts_live_scheduled (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'SCHEDULED'; insert into algo_research_fts_trash (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is not null; end;

-- trigger algo_research_fts_update on algo_research
CREATE TRIGGER algo_research_fts_update after update of title, first_summary, second_summary, third_summary, short_description, body, status, deleted_at on algo_research begin delete from algo_research_fts_live_draft where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'DRAFT'; delete from algo_research_fts_live_pending where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'PENDING'; delete from algo_research_fts_live_request where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REQUEST'; delete from algo_research_fts_live_approved where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'APPROVED'; delete from algo_research_fts_live_revision where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REVISION'; delete from algo_research_fts_live_rejected where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'REJECTED'; delete from algo_research_fts_live_scheduled where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is null and old.status = 'SCHEDULED'; delete from algo_research_fts_trash where rowid = ((select rank from algo_research_title_ranks where id = old.id) << 31) + old.id and old.deleted_at is not null; insert or replace into algo_research_title_ranks (id, rank) select new.id, case
      when cur is not null and cur >= coalesce(lo, 0) and cur <= coalesce(hi, 4294967295) then cur
      when lo is null and hi is null then 2147483647
      when same then min(lo + 1, coalesce(hi, 4294967295))
      else (coalesce(lo, 0) + coalesce(hi, 4294967295)) / 2 end
    from (select (select rank from algo_research_title_ranks where id = coalesce(same_before, before)) as lo, same_before is not null as same,
        (select rank from algo_research_title_ranks where id = coalesce(same_after, after)) as hi, (select rank from algo_research_title_ranks where id = new.id) as cur
      from (select (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title = new.title and n.id < new.id order by n.title desc, n.id desc limit 1) as same_before,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title < new.title order by n.title desc, n.id desc limit 1) as before,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title = new.title and n.id > new.id order by n.title asc, n.id asc limit 1) as same_after,
          (select n.id from algo_research as n indexed by algo_research_title_live where n.deleted_at is null and n.title > new.title order by n.title asc, n.id asc limit 1) as after)); insert into algo_research_fts_live_draft (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'DRAFT'; insert into algo_research_fts_live_pending (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'PENDING'; insert into algo_research_fts_live_request (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REQUEST'; insert into algo_research_fts_live_approved (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'APPROVED'; insert into algo_research_fts_live_revision (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REVISION'; insert into algo_research_fts_live_rejected (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'REJECTED'; insert into algo_research_fts_live_scheduled (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is null and new.status = 'SCHEDULED'; insert into algo_research_fts_trash (rowid, words) select ((select rank from algo_research_title_ranks where id = new.id) << 31) + new.id, coalesce(new.title, '') || ' ' || coalesce(new.first_summary, '') || ' ' || coalesce(new.second_summary, '') || ' ' || coalesce(new.third_summary, '') || ' ' || coalesce(new.short_description, '') || ' ' || coalesce(new.body, '') where new.deleted_at is not null; end;

-- trigger algo_research_plans_copy_delete on algo_research_plans
CREATE TRIGGER algo_research_plans_copy_delete after delete on algo_research_plans begin update algo_research set plans_copy = (select json_group_array(value) from (select value from algo_research_plans where owner_id = old.owner_id order by position)) where id = old.owner_id; end;

-- trigger algo_research_plans_copy_insert on algo_research_plans
CREATE TRIGGER algo_research_plans_copy_insert after insert on algo_research_plans begin update algo_research set plans_copy = (select json_group_array(value) from (select value from algo_research_plans where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_plans_copy_update on algo_research_plans
CREATE TRIGGER algo_research_plans_copy_update after update on algo_research_plans begin update algo_research set plans_copy = (select json_group_array(value) from (select value from algo_research_plans where owner_id = old.owner_id order by position)) where id = old.owner_id; update algo_research set plans_copy = (select json_group_array(value) from (select value from algo_research_plans where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_tags_copy_delete on algo_research_tags
CREATE TRIGGER algo_research_tags_copy_delete after delete on algo_research_tags begin update algo_research set tags_copy = (select json_group_array(value) from (select value from algo_research_tags where owner_id = old.owner_id order by position)) where id = old.owner_id; end;

-- trigger algo_research_tags_copy_insert on algo_research_tags
CREATE TRIGGER algo_research_tags_copy_insert after insert on algo_research_tags begin update algo_research set tags_copy = (select json_group_array(value) from (select value from algo_research_tags where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_tags_copy_update on algo_research_tags
CREATE TRIGGER algo_research_tags_copy_update after update on algo_research_tags begin update algo_research set tags_copy = (select json_group_array(value) from (select value from algo_research_tags where owner_id = old.owner_id order by position)) where id = old.owner_id; update algo_research set tags_copy = (select json_group_array(value) from (select value from algo_research_tags where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_tickers_copy_delete on algo_research_tickers
CREATE TRIGGER algo_research_tickers_copy_delete after delete on algo_research_tickers begin update algo_research set tickers_copy = (select json_group_array(value) from (select value from algo_research_tickers where owner_id = old.owner_id order by position)) where id = old.owner_id; end;

-- trigger algo_research_tickers_copy_insert on algo_research_tickers
CREATE TRIGGER algo_research_tickers_copy_insert after insert on algo_research_tickers begin update algo_research set tickers_copy = (select json_group_array(value) from (select value from algo_research_tickers where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger algo_research_tickers_copy_update on algo_research_tickers
CREATE TRIGGER algo_research_tickers_copy_update after update on algo_research_tickers begin update algo_research set tickers_copy = (select json_group_array(value) from (select value from algo_research_tickers where owner_id = old.owner_id order by position)) where id = old.owner_id; update algo_research set tickers_copy = (select json_group_array(value) from (select value from algo_research_tickers where owner_id = new.owner_id order by position)) where id = new.owner_id; end;

-- trigger audit_log_no_delete on audit_log
CREATE TRIGGER audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit log entries are never changed or removed'); end;

-- trigger audit_log_no_update on audit_log
CREATE TRIGGER audit_log_no_update before update on audit_log
      when not (old.chain_seq is null and new.chain_seq is not null and new."id" is old."id" and new."actor_id" is old."actor_id" and new."actor_name" is old."actor_name" and new."action" is old."action" and new."entity" is old."entity" and new."entity_id" is old."entity_id" and new."before" is old."before" and new."after" is old."after" and new."note" is old."note" and new."request_id" is old."request_id" and new."created_at" is old."created_at" and new."mac" is old."mac")
      begin select raise(abort, 'audit log entries are never changed or removed'); end;

-- trigger circle_disclosures_count_delete on circle_disclosures
CREATE TRIGGER circle_disclosures_count_delete after delete on circle_disclosures begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'circle_disclosures' and ((dim = '' and val = '') or (dim = 'is_current' and val = coalesce(cast(old.is_current as text), ''))); end;

-- trigger circle_disclosures_count_insert on circle_disclosures
CREATE TRIGGER circle_disclosures_count_insert after insert on circle_disclosures begin insert into resource_counts (tbl, dim, val, live) select 'circle_disclosures', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_disclosures', 'is_current', coalesce(cast(new.is_current as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger circle_disclosures_count_update on circle_disclosures
CREATE TRIGGER circle_disclosures_count_update after update of deleted_at, is_current on circle_disclosures when old.deleted_at is not new.deleted_at or old.is_current is not new.is_current begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'circle_disclosures' and ((dim = '' and val = '') or (dim = 'is_current' and val = coalesce(cast(old.is_current as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'circle_disclosures', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_disclosures', 'is_current', coalesce(cast(new.is_current as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger circle_disclosures_fts_delete on circle_disclosures
CREATE TRIGGER circle_disclosures_fts_delete after delete on circle_disclosures begin insert into circle_disclosures_fts (circle_disclosures_fts, rowid, change_note) values ('delete', old.id, old.change_note); end;

-- trigger circle_disclosures_fts_insert on circle_disclosures
CREATE TRIGGER circle_disclosures_fts_insert after insert on circle_disclosures begin insert into circle_disclosures_fts (rowid, change_note) values (new.id, new.change_note); end;

-- trigger circle_disclosures_fts_update on circle_disclosures
CREATE TRIGGER circle_disclosures_fts_update after update of change_note on circle_disclosures begin
       insert into circle_disclosures_fts (circle_disclosures_fts, rowid, change_note) values ('delete', old.id, old.change_note);
       insert into circle_disclosures_fts (rowid, change_note) values (new.id, new.change_note);
     end;

-- trigger circle_research_count_delete on circle_research
CREATE TRIGGER circle_research_count_delete after delete on circle_research begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'circle_research' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'writter_id' and val = coalesce(cast(old.writter_id as text), ''))); end;

-- trigger circle_research_count_insert on circle_research
CREATE TRIGGER circle_research_count_insert after insert on circle_research begin insert into resource_counts (tbl, dim, val, live) select 'circle_research', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_research', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_research', 'writter_id', coalesce(cast(new.writter_id as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger circle_research_count_update on circle_research
CREATE TRIGGER circle_research_count_update after update of deleted_at, status, writter_id on circle_research when old.deleted_at is not new.deleted_at or old.status is not new.status or old.writter_id is not new.writter_id begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'circle_research' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'writter_id' and val = coalesce(cast(old.writter_id as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'circle_research', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_research', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'circle_research', 'writter_id', coalesce(cast(new.writter_id as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger circle_research_desk_delete on circle_research
CREATE TRIGGER "circle_research_desk_delete" after delete on "circle_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'circle_research'; end;

-- trigger circle_research_desk_insert on circle_research
CREATE TRIGGER "circle_research_desk_insert" after insert on "circle_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'circle_research'; end;

-- trigger circle_research_desk_update on circle_research
CREATE TRIGGER "circle_research_desk_update" after update on "circle_research"
        begin update desk_changes set changes = changes + 1 where tbl = 'circle_research'; end;

-- trigger circle_research_fts_delete on circle_research
CREATE TRIGGER circle_research_fts_delete after delete on circle_research begin insert into circle_research_fts (circle_research_fts, rowid, article_title, short_description, first_summary, second_summary, third_summary) values ('delete', old.id, old.article_title, old.short_description, old.first_summary, old.second_summary, old.third_summary); end;

-- trigger circle_research_fts_insert on circle_research
CREATE TRIGGER circle_research_fts_insert after insert on circle_research begin insert into circle_research_fts (rowid, article_title, short_description, first_summary, second_summary, third_summary) values (new.id, new.article_title, new.short_description, new.first_summary, new.second_summary, new.third_summary); end;

-- trigger circle_research_fts_update on circle_research
CREATE TRIGGER circle_research_fts_update after update of article_title, short_description, first_summary, second_summary, third_summary on circle_research begin
       insert into circle_research_fts (circle_research_fts, rowid, article_title, short_description, first_summary, second_summary, third_summary) values ('delete', old.id, old.article_title, old.short_description, old.first_summary, old.second_summary, old.third_summary);
       insert into circle_research_fts (rowid, article_title, short_description, first_summary, second_summary, third_summary) values (new.id, new.article_title, new.short_description, new.first_summary, new.second_summary, new.third_summary);
     end;

-- trigger clients_count_delete on clients
CREATE TRIGGER clients_count_delete after delete on clients begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'clients' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'verified' and val = coalesce(cast(old.verified as text), '')) or (dim = 'plan_code' and val = coalesce(cast(old.plan_code as text), ''))); end;

-- trigger clients_count_insert on clients
CREATE TRIGGER clients_count_insert after insert on clients begin insert into resource_counts (tbl, dim, val, live) select 'clients', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'verified', coalesce(cast(new.verified as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'plan_code', coalesce(cast(new.plan_code as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger clients_count_update on clients
CREATE TRIGGER clients_count_update after update of deleted_at, status, verified_at, plan_code on clients when old.deleted_at is not new.deleted_at or old.status is not new.status or old.verified_at is not new.verified_at or old.plan_code is not new.plan_code begin
         update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'clients' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'verified' and val = coalesce(cast(old.verified as text), '')) or (dim = 'plan_code' and val = coalesce(cast(old.plan_code as text), '')));
         insert into resource_counts (tbl, dim, val, live) select 'clients', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'verified', coalesce(cast(new.verified as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'clients', 'plan_code', coalesce(cast(new.plan_code as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
       end;

-- trigger clients_fts_delete on clients
CREATE TRIGGER clients_fts_delete after delete on clients begin insert into clients_fts (clients_fts, rowid, fullname, email, phone) values ('delete', old.id, coalesce(old.fullname, ''), coalesce(old.email, ''), (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end)); end;

-- trigger clients_fts_insert on clients
CREATE TRIGGER clients_fts_insert after insert on clients begin insert into clients_fts (rowid, fullname, email, phone) values (new.id, coalesce(new.fullname, ''), coalesce(new.email, ''), (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end)); end;

-- trigger clients_fts_update on clients
CREATE TRIGGER clients_fts_update after update of fullname, email, phone on clients begin
       insert into clients_fts (clients_fts, rowid, fullname, email, phone) values ('delete', old.id, coalesce(old.fullname, ''), coalesce(old.email, ''), (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end));
       insert into clients_fts (rowid, fullname, email, phone) values (new.id, coalesce(new.fullname, ''), coalesce(new.email, ''), (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end));
     end;

-- trigger contributors_count_delete on contributors
CREATE TRIGGER contributors_count_delete after delete on contributors begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'contributors' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'is_verified' and val = coalesce(cast(old.is_verified as text), ''))); end;

-- trigger contributors_count_insert on contributors
CREATE TRIGGER contributors_count_insert after insert on contributors begin insert into resource_counts (tbl, dim, val, live) select 'contributors', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'contributors', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'contributors', 'is_verified', coalesce(cast(new.is_verified as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger contributors_count_update on contributors
CREATE TRIGGER contributors_count_update after update of deleted_at, status, is_verified on contributors when old.deleted_at is not new.deleted_at or old.status is not new.status or old.is_verified is not new.is_verified begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'contributors' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'is_verified' and val = coalesce(cast(old.is_verified as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'contributors', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'contributors', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'contributors', 'is_verified', coalesce(cast(new.is_verified as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger contributors_fts_delete on contributors
CREATE TRIGGER contributors_fts_delete after delete on contributors begin insert into contributors_fts (contributors_fts, rowid, fullname, email, phone) values ('delete', old.id, old.fullname, old.email, old.phone); end;

-- trigger contributors_fts_insert on contributors
CREATE TRIGGER contributors_fts_insert after insert on contributors begin insert into contributors_fts (rowid, fullname, email, phone) values (new.id, new.fullname, new.email, new.phone); end;

-- trigger contributors_fts_update on contributors
CREATE TRIGGER contributors_fts_update after update of fullname, email, phone on contributors begin
       insert into contributors_fts (contributors_fts, rowid, fullname, email, phone) values ('delete', old.id, old.fullname, old.email, old.phone);
       insert into contributors_fts (rowid, fullname, email, phone) values (new.id, new.fullname, new.email, new.phone);
     end;

-- trigger hybrid_sliders_count_delete on hybrid_sliders
CREATE TRIGGER hybrid_sliders_count_delete after delete on hybrid_sliders begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'hybrid_sliders' and ((dim = '' and val = '') or (dim = 'content_type' and val = coalesce(cast(old.content_type as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), ''))); end;

-- trigger hybrid_sliders_count_insert on hybrid_sliders
CREATE TRIGGER hybrid_sliders_count_insert after insert on hybrid_sliders begin insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', 'content_type', coalesce(cast(new.content_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger hybrid_sliders_count_update on hybrid_sliders
CREATE TRIGGER hybrid_sliders_count_update after update of deleted_at, content_type, active on hybrid_sliders when old.deleted_at is not new.deleted_at or old.content_type is not new.content_type or old.active is not new.active begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'hybrid_sliders' and ((dim = '' and val = '') or (dim = 'content_type' and val = coalesce(cast(old.content_type as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', 'content_type', coalesce(cast(new.content_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'hybrid_sliders', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger hybrid_sliders_fts_delete on hybrid_sliders
CREATE TRIGGER hybrid_sliders_fts_delete after delete on hybrid_sliders begin insert into hybrid_sliders_fts (hybrid_sliders_fts, rowid, title, subtitle) values ('delete', old.id, old.title, old.subtitle); end;

-- trigger hybrid_sliders_fts_insert on hybrid_sliders
CREATE TRIGGER hybrid_sliders_fts_insert after insert on hybrid_sliders begin insert into hybrid_sliders_fts (rowid, title, subtitle) values (new.id, new.title, new.subtitle); end;

-- trigger hybrid_sliders_fts_update on hybrid_sliders
CREATE TRIGGER hybrid_sliders_fts_update after update of title, subtitle on hybrid_sliders begin
       insert into hybrid_sliders_fts (hybrid_sliders_fts, rowid, title, subtitle) values ('delete', old.id, old.title, old.subtitle);
       insert into hybrid_sliders_fts (rowid, title, subtitle) values (new.id, new.title, new.subtitle);
     end;

-- trigger institution_content_count_delete on institution_content
CREATE TRIGGER institution_content_count_delete after delete on institution_content begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institution_content' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'report_type' and val = coalesce(cast(old.report_type as text), ''))); end;

-- trigger institution_content_count_insert on institution_content
CREATE TRIGGER institution_content_count_insert after insert on institution_content begin insert into resource_counts (tbl, dim, val, live) select 'institution_content', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_content', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_content', 'report_type', coalesce(cast(new.report_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger institution_content_count_update on institution_content
CREATE TRIGGER institution_content_count_update after update of deleted_at, status, report_type on institution_content when old.deleted_at is not new.deleted_at or old.status is not new.status or old.report_type is not new.report_type begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institution_content' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'report_type' and val = coalesce(cast(old.report_type as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'institution_content', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_content', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_content', 'report_type', coalesce(cast(new.report_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger institution_content_desk_delete on institution_content
CREATE TRIGGER "institution_content_desk_delete" after delete on "institution_content"
        begin update desk_changes set changes = changes + 1 where tbl = 'institution_content'; end;

-- trigger institution_content_desk_insert on institution_content
CREATE TRIGGER "institution_content_desk_insert" after insert on "institution_content"
        begin update desk_changes set changes = changes + 1 where tbl = 'institution_content'; end;

-- trigger institution_content_desk_update on institution_content
CREATE TRIGGER "institution_content_desk_update" after update on "institution_content"
        begin update desk_changes set changes = changes + 1 where tbl = 'institution_content'; end;

-- trigger institution_content_fts_delete on institution_content
CREATE TRIGGER institution_content_fts_delete after delete on institution_content begin insert into institution_content_fts (institution_content_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body); end;

-- trigger institution_content_fts_insert on institution_content
CREATE TRIGGER institution_content_fts_insert after insert on institution_content begin insert into institution_content_fts (rowid, title, summary, body) values (new.id, new.title, new.summary, new.body); end;

-- trigger institution_content_fts_update on institution_content
CREATE TRIGGER institution_content_fts_update after update of title, summary, body on institution_content begin
       insert into institution_content_fts (institution_content_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body);
       insert into institution_content_fts (rowid, title, summary, body) values (new.id, new.title, new.summary, new.body);
     end;

-- trigger institution_stock_placements_count_delete on institution_stock_placements
CREATE TRIGGER institution_stock_placements_count_delete after delete on institution_stock_placements begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institution_stock_placements' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), ''))); end;

-- trigger institution_stock_placements_count_insert on institution_stock_placements
CREATE TRIGGER institution_stock_placements_count_insert after insert on institution_stock_placements begin insert into resource_counts (tbl, dim, val, live) select 'institution_stock_placements', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_stock_placements', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger institution_stock_placements_count_update on institution_stock_placements
CREATE TRIGGER institution_stock_placements_count_update after update of deleted_at, status on institution_stock_placements when old.deleted_at is not new.deleted_at or old.status is not new.status begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institution_stock_placements' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'institution_stock_placements', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institution_stock_placements', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger institution_stock_placements_fts_delete on institution_stock_placements
CREATE TRIGGER institution_stock_placements_fts_delete after delete on institution_stock_placements begin insert into institution_stock_placements_fts (institution_stock_placements_fts, rowid, title) values ('delete', old.id, old.title); end;

-- trigger institution_stock_placements_fts_insert on institution_stock_placements
CREATE TRIGGER institution_stock_placements_fts_insert after insert on institution_stock_placements begin insert into institution_stock_placements_fts (rowid, title) values (new.id, new.title); end;

-- trigger institution_stock_placements_fts_update on institution_stock_placements
CREATE TRIGGER institution_stock_placements_fts_update after update of title on institution_stock_placements begin
       insert into institution_stock_placements_fts (institution_stock_placements_fts, rowid, title) values ('delete', old.id, old.title);
       insert into institution_stock_placements_fts (rowid, title) values (new.id, new.title);
     end;

-- trigger institutions_count_delete on institutions
CREATE TRIGGER institutions_count_delete after delete on institutions begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institutions' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), ''))); end;

-- trigger institutions_count_insert on institutions
CREATE TRIGGER institutions_count_insert after insert on institutions begin insert into resource_counts (tbl, dim, val, live) select 'institutions', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institutions', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger institutions_count_update on institutions
CREATE TRIGGER institutions_count_update after update of deleted_at, status on institutions when old.deleted_at is not new.deleted_at or old.status is not new.status begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'institutions' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'institutions', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'institutions', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger institutions_fts_delete on institutions
CREATE TRIGGER institutions_fts_delete after delete on institutions begin insert into institutions_fts (institutions_fts, rowid, name, broker_code, description) values ('delete', old.id, old.name, old.broker_code, old.description); end;

-- trigger institutions_fts_insert on institutions
CREATE TRIGGER institutions_fts_insert after insert on institutions begin insert into institutions_fts (rowid, name, broker_code, description) values (new.id, new.name, new.broker_code, new.description); end;

-- trigger institutions_fts_update on institutions
CREATE TRIGGER institutions_fts_update after update of name, broker_code, description on institutions begin
       insert into institutions_fts (institutions_fts, rowid, name, broker_code, description) values ('delete', old.id, old.name, old.broker_code, old.description);
       insert into institutions_fts (rowid, name, broker_code, description) values (new.id, new.name, new.broker_code, new.description);
     end;

-- trigger legal_documents_count_delete on legal_documents
CREATE TRIGGER legal_documents_count_delete after delete on legal_documents begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'legal_documents' and ((dim = '' and val = '') or (dim = 'document_type' and val = coalesce(cast(old.document_type as text), '')) or (dim = 'is_current' and val = coalesce(cast(old.is_current as text), ''))); end;

-- trigger legal_documents_count_insert on legal_documents
CREATE TRIGGER legal_documents_count_insert after insert on legal_documents begin insert into resource_counts (tbl, dim, val, live) select 'legal_documents', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'legal_documents', 'document_type', coalesce(cast(new.document_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'legal_documents', 'is_current', coalesce(cast(new.is_current as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger legal_documents_count_update on legal_documents
CREATE TRIGGER legal_documents_count_update after update of deleted_at, document_type, is_current on legal_documents when old.deleted_at is not new.deleted_at or old.document_type is not new.document_type or old.is_current is not new.is_current begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'legal_documents' and ((dim = '' and val = '') or (dim = 'document_type' and val = coalesce(cast(old.document_type as text), '')) or (dim = 'is_current' and val = coalesce(cast(old.is_current as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'legal_documents', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'legal_documents', 'document_type', coalesce(cast(new.document_type as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'legal_documents', 'is_current', coalesce(cast(new.is_current as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger legal_documents_fts_delete on legal_documents
CREATE TRIGGER legal_documents_fts_delete after delete on legal_documents begin insert into legal_documents_fts (legal_documents_fts, rowid, title, change_note) values ('delete', old.id, old.title, old.change_note); end;

-- trigger legal_documents_fts_insert on legal_documents
CREATE TRIGGER legal_documents_fts_insert after insert on legal_documents begin insert into legal_documents_fts (rowid, title, change_note) values (new.id, new.title, new.change_note); end;

-- trigger legal_documents_fts_update on legal_documents
CREATE TRIGGER legal_documents_fts_update after update of title, change_note on legal_documents begin
       insert into legal_documents_fts (legal_documents_fts, rowid, title, change_note) values ('delete', old.id, old.title, old.change_note);
       insert into legal_documents_fts (rowid, title, change_note) values (new.id, new.title, new.change_note);
     end;

-- trigger master_stocks_count_delete on master_stocks
CREATE TRIGGER master_stocks_count_delete after delete on master_stocks begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'master_stocks' and ((dim = '' and val = '') or (dim = 'sector' and val = coalesce(cast(old.sector as text), '')) or (dim = 'board' and val = coalesce(cast(old.board as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), ''))); end;

-- trigger master_stocks_count_insert on master_stocks
CREATE TRIGGER master_stocks_count_insert after insert on master_stocks begin insert into resource_counts (tbl, dim, val, live) select 'master_stocks', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'sector', coalesce(cast(new.sector as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'board', coalesce(cast(new.board as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger master_stocks_count_update on master_stocks
CREATE TRIGGER master_stocks_count_update after update of deleted_at, sector, board, active on master_stocks when old.deleted_at is not new.deleted_at or old.sector is not new.sector or old.board is not new.board or old.active is not new.active begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'master_stocks' and ((dim = '' and val = '') or (dim = 'sector' and val = coalesce(cast(old.sector as text), '')) or (dim = 'board' and val = coalesce(cast(old.board as text), '')) or (dim = 'active' and val = coalesce(cast(old.active as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'master_stocks', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'sector', coalesce(cast(new.sector as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'board', coalesce(cast(new.board as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_stocks', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger master_stocks_fts_delete on master_stocks
CREATE TRIGGER master_stocks_fts_delete after delete on master_stocks begin insert into master_stocks_fts (master_stocks_fts, rowid, ticker, company_name, sub_sector) values ('delete', old.id, old.ticker, old.company_name, old.sub_sector); end;

-- trigger master_stocks_fts_insert on master_stocks
CREATE TRIGGER master_stocks_fts_insert after insert on master_stocks begin insert into master_stocks_fts (rowid, ticker, company_name, sub_sector) values (new.id, new.ticker, new.company_name, new.sub_sector); end;

-- trigger master_stocks_fts_update on master_stocks
CREATE TRIGGER master_stocks_fts_update after update of ticker, company_name, sub_sector on master_stocks begin
       insert into master_stocks_fts (master_stocks_fts, rowid, ticker, company_name, sub_sector) values ('delete', old.id, old.ticker, old.company_name, old.sub_sector);
       insert into master_stocks_fts (rowid, ticker, company_name, sub_sector) values (new.id, new.ticker, new.company_name, new.sub_sector);
     end;

-- trigger master_tags_count_delete on master_tags
CREATE TRIGGER master_tags_count_delete after delete on master_tags begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'master_tags' and ((dim = '' and val = '') or (dim = 'applies_to' and val = coalesce(cast(old.applies_to as text), ''))); end;

-- trigger master_tags_count_insert on master_tags
CREATE TRIGGER master_tags_count_insert after insert on master_tags begin insert into resource_counts (tbl, dim, val, live) select 'master_tags', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_tags', 'applies_to', coalesce(cast(new.applies_to as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger master_tags_count_update on master_tags
CREATE TRIGGER master_tags_count_update after update of deleted_at, applies_to on master_tags when old.deleted_at is not new.deleted_at or old.applies_to is not new.applies_to begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'master_tags' and ((dim = '' and val = '') or (dim = 'applies_to' and val = coalesce(cast(old.applies_to as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'master_tags', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'master_tags', 'applies_to', coalesce(cast(new.applies_to as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger master_tags_fts_delete on master_tags
CREATE TRIGGER master_tags_fts_delete after delete on master_tags begin insert into master_tags_fts (master_tags_fts, rowid, name, slug) values ('delete', old.id, old.name, old.slug); end;

-- trigger master_tags_fts_insert on master_tags
CREATE TRIGGER master_tags_fts_insert after insert on master_tags begin insert into master_tags_fts (rowid, name, slug) values (new.id, new.name, new.slug); end;

-- trigger master_tags_fts_update on master_tags
CREATE TRIGGER master_tags_fts_update after update of name, slug on master_tags begin
       insert into master_tags_fts (master_tags_fts, rowid, name, slug) values ('delete', old.id, old.name, old.slug);
       insert into master_tags_fts (rowid, name, slug) values (new.id, new.name, new.slug);
     end;

-- trigger newsletter_subscribers_count_delete on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_count_delete after delete on newsletter_subscribers begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'newsletter_subscribers' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'source' and val = coalesce(cast(old.source as text), ''))); end;

-- trigger newsletter_subscribers_count_insert on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_count_insert after insert on newsletter_subscribers begin insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', 'source', coalesce(cast(new.source as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger newsletter_subscribers_count_update on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_count_update after update of deleted_at, status, source on newsletter_subscribers when old.deleted_at is not new.deleted_at or old.status is not new.status or old.source is not new.source begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'newsletter_subscribers' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'source' and val = coalesce(cast(old.source as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletter_subscribers', 'source', coalesce(cast(new.source as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger newsletter_subscribers_fts_delete on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_fts_delete after delete on newsletter_subscribers begin insert into newsletter_subscribers_fts (newsletter_subscribers_fts, rowid, fullname, email) values ('delete', old.id, old.fullname, old.email); end;

-- trigger newsletter_subscribers_fts_insert on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_fts_insert after insert on newsletter_subscribers begin insert into newsletter_subscribers_fts (rowid, fullname, email) values (new.id, new.fullname, new.email); end;

-- trigger newsletter_subscribers_fts_update on newsletter_subscribers
CREATE TRIGGER newsletter_subscribers_fts_update after update of fullname, email on newsletter_subscribers begin
       insert into newsletter_subscribers_fts (newsletter_subscribers_fts, rowid, fullname, email) values ('delete', old.id, old.fullname, old.email);
       insert into newsletter_subscribers_fts (rowid, fullname, email) values (new.id, new.fullname, new.email);
     end;

-- trigger newsletters_count_delete on newsletters
CREATE TRIGGER newsletters_count_delete after delete on newsletters begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'newsletters' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), ''))); end;

-- trigger newsletters_count_insert on newsletters
CREATE TRIGGER newsletters_count_insert after insert on newsletters begin insert into resource_counts (tbl, dim, val, live) select 'newsletters', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletters', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger newsletters_count_update on newsletters
CREATE TRIGGER newsletters_count_update after update of deleted_at, status on newsletters when old.deleted_at is not new.deleted_at or old.status is not new.status begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'newsletters' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'newsletters', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'newsletters', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger newsletters_fts_delete on newsletters
CREATE TRIGGER newsletters_fts_delete after delete on newsletters begin insert into newsletters_fts (newsletters_fts, rowid, subject, preheader) values ('delete', old.id, old.subject, old.preheader); end;

-- trigger newsletters_fts_insert on newsletters
CREATE TRIGGER newsletters_fts_insert after insert on newsletters begin insert into newsletters_fts (rowid, subject, preheader) values (new.id, new.subject, new.preheader); end;

-- trigger newsletters_fts_update on newsletters
CREATE TRIGGER newsletters_fts_update after update of subject, preheader on newsletters begin
       insert into newsletters_fts (newsletters_fts, rowid, subject, preheader) values ('delete', old.id, old.subject, old.preheader);
       insert into newsletters_fts (rowid, subject, preheader) values (new.id, new.subject, new.preheader);
     end;

-- trigger research_blasts_count_delete on research_blasts
CREATE TRIGGER research_blasts_count_delete after delete on research_blasts begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'research_blasts' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'channel' and val = coalesce(cast(old.channel as text), ''))); end;

-- trigger research_blasts_count_insert on research_blasts
CREATE TRIGGER research_blasts_count_insert after insert on research_blasts begin insert into resource_counts (tbl, dim, val, live) select 'research_blasts', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_blasts', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_blasts', 'channel', coalesce(cast(new.channel as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger research_blasts_count_update on research_blasts
CREATE TRIGGER research_blasts_count_update after update of deleted_at, status, channel on research_blasts when old.deleted_at is not new.deleted_at or old.status is not new.status or old.channel is not new.channel begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'research_blasts' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'channel' and val = coalesce(cast(old.channel as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'research_blasts', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_blasts', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_blasts', 'channel', coalesce(cast(new.channel as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger research_blasts_fts_delete on research_blasts
CREATE TRIGGER research_blasts_fts_delete after delete on research_blasts begin insert into research_blasts_fts (research_blasts_fts, rowid, title) values ('delete', old.id, old.title); end;

-- trigger research_blasts_fts_insert on research_blasts
CREATE TRIGGER research_blasts_fts_insert after insert on research_blasts begin insert into research_blasts_fts (rowid, title) values (new.id, new.title); end;

-- trigger research_blasts_fts_update on research_blasts
CREATE TRIGGER research_blasts_fts_update after update of title on research_blasts begin
       insert into research_blasts_fts (research_blasts_fts, rowid, title) values ('delete', old.id, old.title);
       insert into research_blasts_fts (rowid, title) values (new.id, new.title);
     end;

-- trigger research_categories_count_delete on research_categories
CREATE TRIGGER research_categories_count_delete after delete on research_categories begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'research_categories' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), ''))); end;

-- trigger research_categories_count_insert on research_categories
CREATE TRIGGER research_categories_count_insert after insert on research_categories begin insert into resource_counts (tbl, dim, val, live) select 'research_categories', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_categories', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger research_categories_count_update on research_categories
CREATE TRIGGER research_categories_count_update after update of deleted_at, active on research_categories when old.deleted_at is not new.deleted_at or old.active is not new.active begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'research_categories' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'research_categories', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'research_categories', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger research_categories_fts_delete on research_categories
CREATE TRIGGER research_categories_fts_delete after delete on research_categories begin insert into research_categories_fts (research_categories_fts, rowid, article_category_name, slug, description) values ('delete', old.id, old.article_category_name, old.slug, old.description); end;

-- trigger research_categories_fts_insert on research_categories
CREATE TRIGGER research_categories_fts_insert after insert on research_categories begin insert into research_categories_fts (rowid, article_category_name, slug, description) values (new.id, new.article_category_name, new.slug, new.description); end;

-- trigger research_categories_fts_update on research_categories
CREATE TRIGGER research_categories_fts_update after update of article_category_name, slug, description on research_categories begin
       insert into research_categories_fts (research_categories_fts, rowid, article_category_name, slug, description) values ('delete', old.id, old.article_category_name, old.slug, old.description);
       insert into research_categories_fts (rowid, article_category_name, slug, description) values (new.id, new.article_category_name, new.slug, new.description);
     end;

-- trigger staff_users_count_delete on staff_users
CREATE TRIGGER staff_users_count_delete after delete on staff_users begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'staff_users' and ((dim = '' and val = '') or (dim = 'role' and val = coalesce(cast(old.role as text), '')) or (dim = 'status' and val = coalesce(cast(old.status as text), ''))); end;

-- trigger staff_users_count_insert on staff_users
CREATE TRIGGER staff_users_count_insert after insert on staff_users begin insert into resource_counts (tbl, dim, val, live) select 'staff_users', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'staff_users', 'role', coalesce(cast(new.role as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'staff_users', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger staff_users_count_update on staff_users
CREATE TRIGGER staff_users_count_update after update of deleted_at, role, status on staff_users when old.deleted_at is not new.deleted_at or old.role is not new.role or old.status is not new.status begin
         update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'staff_users' and ((dim = '' and val = '') or (dim = 'role' and val = coalesce(cast(old.role as text), '')) or (dim = 'status' and val = coalesce(cast(old.status as text), '')));
         insert into resource_counts (tbl, dim, val, live) select 'staff_users', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'staff_users', 'role', coalesce(cast(new.role as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'staff_users', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
       end;

-- trigger staff_users_fts_delete on staff_users
CREATE TRIGGER staff_users_fts_delete after delete on staff_users begin insert into staff_users_fts (staff_users_fts, rowid, fullname, email, phone) values ('delete', old.id, coalesce(old.fullname, ''), coalesce(old.email, ''), (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end)); end;

-- trigger staff_users_fts_insert on staff_users
CREATE TRIGGER staff_users_fts_insert after insert on staff_users begin insert into staff_users_fts (rowid, fullname, email, phone) values (new.id, coalesce(new.fullname, ''), coalesce(new.email, ''), (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end)); end;

-- trigger staff_users_fts_update on staff_users
CREATE TRIGGER staff_users_fts_update after update of fullname, email, phone on staff_users begin
       insert into staff_users_fts (staff_users_fts, rowid, fullname, email, phone) values ('delete', old.id, coalesce(old.fullname, ''), coalesce(old.email, ''), (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(old.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end));
       insert into staff_users_fts (rowid, fullname, email, phone) values (new.id, coalesce(new.fullname, ''), coalesce(new.email, ''), (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') = '' then '' else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') || ' ' || (case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end) || ' ' || substr((case when replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') like '62%' then '0' || substr(replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', ''), 3) else replace(replace(replace(coalesce(new.phone, ''), ' ', ''), '-', ''), '+', '') end), 2) end));
     end;

-- trigger stock_data_count_delete on stock_data
CREATE TRIGGER stock_data_count_delete after delete on stock_data begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'stock_data' and ((dim = '' and val = '')); end;

-- trigger stock_data_count_insert on stock_data
CREATE TRIGGER stock_data_count_insert after insert on stock_data begin insert into resource_counts (tbl, dim, val, live) select 'stock_data', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger stock_data_count_update on stock_data
CREATE TRIGGER stock_data_count_update after update of deleted_at on stock_data when old.deleted_at is not new.deleted_at begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'stock_data' and ((dim = '' and val = ''));
       insert into resource_counts (tbl, dim, val, live) select 'stock_data', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger stock_indices_count_delete on stock_indices
CREATE TRIGGER stock_indices_count_delete after delete on stock_indices begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'stock_indices' and ((dim = '' and val = '')); end;

-- trigger stock_indices_count_insert on stock_indices
CREATE TRIGGER stock_indices_count_insert after insert on stock_indices begin insert into resource_counts (tbl, dim, val, live) select 'stock_indices', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger stock_indices_count_update on stock_indices
CREATE TRIGGER stock_indices_count_update after update of deleted_at on stock_indices when old.deleted_at is not new.deleted_at begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'stock_indices' and ((dim = '' and val = ''));
       insert into resource_counts (tbl, dim, val, live) select 'stock_indices', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger stock_indices_fts_delete on stock_indices
CREATE TRIGGER stock_indices_fts_delete after delete on stock_indices begin insert into stock_indices_fts (stock_indices_fts, rowid, code, name) values ('delete', old.id, old.code, old.name); end;

-- trigger stock_indices_fts_insert on stock_indices
CREATE TRIGGER stock_indices_fts_insert after insert on stock_indices begin insert into stock_indices_fts (rowid, code, name) values (new.id, new.code, new.name); end;

-- trigger stock_indices_fts_update on stock_indices
CREATE TRIGGER stock_indices_fts_update after update of code, name on stock_indices begin
       insert into stock_indices_fts (stock_indices_fts, rowid, code, name) values ('delete', old.id, old.code, old.name);
       insert into stock_indices_fts (rowid, code, name) values (new.id, new.code, new.name);
     end;

-- trigger sub_account_contributors_count_delete on sub_account_contributors
CREATE TRIGGER sub_account_contributors_count_delete after delete on sub_account_contributors begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'sub_account_contributors' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'contributor_id' and val = coalesce(cast(old.contributor_id as text), ''))); end;

-- trigger sub_account_contributors_count_insert on sub_account_contributors
CREATE TRIGGER sub_account_contributors_count_insert after insert on sub_account_contributors begin insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', 'contributor_id', coalesce(cast(new.contributor_id as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger sub_account_contributors_count_update on sub_account_contributors
CREATE TRIGGER sub_account_contributors_count_update after update of deleted_at, status, contributor_id on sub_account_contributors when old.deleted_at is not new.deleted_at or old.status is not new.status or old.contributor_id is not new.contributor_id begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'sub_account_contributors' and ((dim = '' and val = '') or (dim = 'status' and val = coalesce(cast(old.status as text), '')) or (dim = 'contributor_id' and val = coalesce(cast(old.contributor_id as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', 'status', coalesce(cast(new.status as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'sub_account_contributors', 'contributor_id', coalesce(cast(new.contributor_id as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger sub_account_contributors_fts_delete on sub_account_contributors
CREATE TRIGGER sub_account_contributors_fts_delete after delete on sub_account_contributors begin insert into sub_account_contributors_fts (sub_account_contributors_fts, rowid, fullname, email) values ('delete', old.id, old.fullname, old.email); end;

-- trigger sub_account_contributors_fts_insert on sub_account_contributors
CREATE TRIGGER sub_account_contributors_fts_insert after insert on sub_account_contributors begin insert into sub_account_contributors_fts (rowid, fullname, email) values (new.id, new.fullname, new.email); end;

-- trigger sub_account_contributors_fts_update on sub_account_contributors
CREATE TRIGGER sub_account_contributors_fts_update after update of fullname, email on sub_account_contributors begin
       insert into sub_account_contributors_fts (sub_account_contributors_fts, rowid, fullname, email) values ('delete', old.id, old.fullname, old.email);
       insert into sub_account_contributors_fts (rowid, fullname, email) values (new.id, new.fullname, new.email);
     end;

-- trigger subscription_plans_count_delete on subscription_plans
CREATE TRIGGER subscription_plans_count_delete after delete on subscription_plans begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'subscription_plans' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), '')) or (dim = 'is_trial' and val = coalesce(cast(old.is_trial as text), ''))); end;

-- trigger subscription_plans_count_insert on subscription_plans
CREATE TRIGGER subscription_plans_count_insert after insert on subscription_plans begin insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', 'is_trial', coalesce(cast(new.is_trial as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger subscription_plans_count_update on subscription_plans
CREATE TRIGGER subscription_plans_count_update after update of deleted_at, active, is_trial on subscription_plans when old.deleted_at is not new.deleted_at or old.active is not new.active or old.is_trial is not new.is_trial begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'subscription_plans' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), '')) or (dim = 'is_trial' and val = coalesce(cast(old.is_trial as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'subscription_plans', 'is_trial', coalesce(cast(new.is_trial as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger subscription_plans_desk_delete on subscription_plans
CREATE TRIGGER "subscription_plans_desk_delete" after delete on "subscription_plans"
      begin update desk_changes set changes = changes + 1 where tbl = 'subscription_plans'; end;

-- trigger subscription_plans_desk_insert on subscription_plans
CREATE TRIGGER "subscription_plans_desk_insert" after insert on "subscription_plans"
      begin update desk_changes set changes = changes + 1 where tbl = 'subscription_plans'; end;

-- trigger subscription_plans_desk_update on subscription_plans
CREATE TRIGGER "subscription_plans_desk_update" after update on "subscription_plans"
      begin update desk_changes set changes = changes + 1 where tbl = 'subscription_plans'; end;

-- trigger subscription_plans_fts_delete on subscription_plans
CREATE TRIGGER subscription_plans_fts_delete after delete on subscription_plans begin insert into subscription_plans_fts (subscription_plans_fts, rowid, name, code, description) values ('delete', old.id, old.name, old.code, old.description); end;

-- trigger subscription_plans_fts_insert on subscription_plans
CREATE TRIGGER subscription_plans_fts_insert after insert on subscription_plans begin insert into subscription_plans_fts (rowid, name, code, description) values (new.id, new.name, new.code, new.description); end;

-- trigger subscription_plans_fts_update on subscription_plans
CREATE TRIGGER subscription_plans_fts_update after update of name, code, description on subscription_plans begin
       insert into subscription_plans_fts (subscription_plans_fts, rowid, name, code, description) values ('delete', old.id, old.name, old.code, old.description);
       insert into subscription_plans_fts (rowid, name, code, description) values (new.id, new.name, new.code, new.description);
     end;

-- trigger text_sliders_count_delete on text_sliders
CREATE TRIGGER text_sliders_count_delete after delete on text_sliders begin update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'text_sliders' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), ''))); end;

-- trigger text_sliders_count_insert on text_sliders
CREATE TRIGGER text_sliders_count_insert after insert on text_sliders begin insert into resource_counts (tbl, dim, val, live) select 'text_sliders', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'text_sliders', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1; end;

-- trigger text_sliders_count_update on text_sliders
CREATE TRIGGER text_sliders_count_update after update of deleted_at, active on text_sliders when old.deleted_at is not new.deleted_at or old.active is not new.active begin
       update resource_counts set live = live - 1 where old.deleted_at is null and tbl = 'text_sliders' and ((dim = '' and val = '') or (dim = 'active' and val = coalesce(cast(old.active as text), '')));
       insert into resource_counts (tbl, dim, val, live) select 'text_sliders', '', '', 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
insert into resource_counts (tbl, dim, val, live) select 'text_sliders', 'active', coalesce(cast(new.active as text), ''), 1 where new.deleted_at is null on conflict (tbl, dim, val) do update set live = live + 1;
     end;

-- trigger text_sliders_fts_delete on text_sliders
CREATE TRIGGER text_sliders_fts_delete after delete on text_sliders begin insert into text_sliders_fts (text_sliders_fts, rowid, text) values ('delete', old.id, old.text); end;

-- trigger text_sliders_fts_insert on text_sliders
CREATE TRIGGER text_sliders_fts_insert after insert on text_sliders begin insert into text_sliders_fts (rowid, text) values (new.id, new.text); end;

-- trigger text_sliders_fts_update on text_sliders
CREATE TRIGGER text_sliders_fts_update after update of text on text_sliders begin
       insert into text_sliders_fts (text_sliders_fts, rowid, text) values ('delete', old.id, old.text);
       insert into text_sliders_fts (rowid, text) values (new.id, new.text);
     end;

-- view resource_totals on resource_totals
CREATE VIEW resource_totals as select tbl, dim, val, live from resource_counts;
