/**
 * The OpenAPI contract, META-INF/openapi.yaml: served by the application server's MicroProfile OpenAPI, or, where
 * that adds what OpenAPI does not allow (Payara Micro 6 puts its own {@code endpoints} at the document's root), by
 * {@link dev.geolookup.web.openapi.OpenApiDocumentServlet} in its place. Uses api and web.http.
 */
package dev.geolookup.web.openapi;
