/**
 * The text folding that name searches compare with (accents, case and punctuation ignored).
 */
package dev.geolookup.api.text;
