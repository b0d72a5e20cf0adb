-- A PractitionerRole is read, and its pages walked, by the id made of its pair (migration 0043): without an
-- index every read computed it for every link (170 ms at 150,000 links; 0.6 ms with it).
CREATE INDEX provider_facilities_affiliation_id_idx ON provider_facilities (affiliation_id(provider_id, facility_id));
