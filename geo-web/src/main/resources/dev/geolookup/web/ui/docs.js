"use strict";
// The OpenAPI document is asked for as YAML: that is the form both servers send compressed (docs/OPERATIONS.md).
window.ui = SwaggerUIBundle({
  url: "/openapi",
  dom_id: "#swagger-ui",
  deepLinking: true,
  requestInterceptor: request => {
    if (new URL(request.url, window.location.href).pathname === "/openapi") {
      // Payara sends its YAML as text/plain, WildFly as application/yaml.
      request.headers.Accept = "application/yaml, text/plain;q=0.9";
    }
    return request;
  }
});
