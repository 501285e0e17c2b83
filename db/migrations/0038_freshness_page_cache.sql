-- The daily freshness figures (issue 29): cached /freshness pages and /api/freshness answers follow freshness_snapshots (ADR 0014).
SELECT "watch_for_page_cache"('freshness_snapshots'::regclass);
