-- A PractitionerRole is read, and its pages walked, by the id made of its pair (migration 0043): without an
-- index every read computed it for every link (170 ms at 150,000 links; 0.6 ms with it).
CREATE INDEX provider_facilities_affiliation_id_idx ON provider_facilities (affiliation_id(provider_id, facility_id));--> statement-breakpoint
-- _history pages the deletions of a kind in id order.
CREATE INDEX directory_removals_kind_id_idx ON directory_removals (kind, id);--> statement-breakpoint
-- Every facility's resources now say more (an Organization its level of care) or less (no empty telecom):
-- a new version of each, which a client syncing by _lastUpdated or _history must be told of.
SELECT record_directory_changes(ARRAY(SELECT id FROM facilities WHERE NOT is_demo));
