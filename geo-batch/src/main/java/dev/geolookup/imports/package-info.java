/**
 * The import machinery every dataset's job uses: where a file comes from, the schedule and the admin start, one run
 * at a time per dataset, staging tables swapped in by one RENAME TABLE, progress and failure reasons. Uses api,
 * importrun and readmodel.
 */
package dev.geolookup.imports;
