-- Every name of a feature, as GeoNames lists them in the geoname table's alternatenames column (comma-separated,
-- any script, codes and links among them): the read model searches those that are names.
ALTER TABLE place ADD COLUMN alternate_names MEDIUMTEXT NULL;
ALTER TABLE city ADD COLUMN alternate_names MEDIUMTEXT NULL;

-- Features imported before this version carry no alternate names. Where they came from the bundled files, forgetting
-- the data version makes the start-up import them again with their names; data an operator imported from a source
-- of their own stays as it is until its next scheduled or started import.
DELETE FROM dataset_version
WHERE dataset IN ('places', 'cities')
  AND import_run_id IN (SELECT id FROM import_run WHERE source = 'bundled');
