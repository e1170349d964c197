/**
 * Countries: the JPA entity the read side loads, the immutable CountryView with the answers it prepares, its holder,
 * and CountryLookupBean, the EJB the REST resource and the MCP tools call. Uses api and readmodel.
 */
package dev.geolookup.country;
