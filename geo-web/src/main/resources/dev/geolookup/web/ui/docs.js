"use strict";
window.ui = SwaggerUIBundle({ url: "/openapi", dom_id: "#swagger-ui", deepLinking: true });
