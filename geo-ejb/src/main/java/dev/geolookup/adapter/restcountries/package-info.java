/**
 * REST Countries' v2 and v3.1 API: the records of its two data files as its classes shaped them, its matching rules
 * per version, the kept answers, and RestCountriesLookupBean, the EJB its resources call. Uses api and readmodel.
 */
package dev.geolookup.adapter.restcountries;
