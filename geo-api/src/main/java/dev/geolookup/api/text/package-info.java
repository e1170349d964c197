/**
 * The text folding that name searches compare with (accents, case and punctuation ignored). Uses api.
 */
package dev.geolookup.api.text;
