// Swagger UI's start, kept out of the HTML so that the Content-Security-Policy needs no inline script.
window.addEventListener("load", () => {
  const config = JSON.parse(document.getElementById("swagger-ui-config").textContent);
  window.ui = SwaggerUIBundle(config);
});
