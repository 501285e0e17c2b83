-- A report can make a fact disputed on the listing page (issue 29): cached pages follow parent_reports (ADR 0014).
SELECT "watch_for_page_cache"('parent_reports'::regclass);
