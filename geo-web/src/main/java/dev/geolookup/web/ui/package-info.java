/**
 * The web page at /: search, nearest places and country lookups in a browser.
 */
package dev.geolookup.web.ui;
