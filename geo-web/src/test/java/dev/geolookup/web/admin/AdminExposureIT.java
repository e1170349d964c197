package dev.geolookup.web.admin;

import dev.geolookup.web.support.DeployedService;
import dev.geolookup.web.support.ServiceClient;
import dev.geolookup.web.support.TestEnvironment;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What another site's page, or anyone without credentials, can learn from or do with the admin API: nothing. No
 * CORS header on any admin answer, preflights refused, a foreign Origin or a form body refused before the
 * credentials are asked for, sources outside the allowed places refused naming the rule, no resource description.
 */
class AdminExposureIT extends DeployedService {

    private static final String EVIL = "https://evil.example";

    @Test
    void noAdminAnswerCarriesCorsHeadersAndPreflightsAreRefused() {
        List<HttpResponse<String>> answers = new ArrayList<>(List.of(
                service.get("admin/imports"),
                service.get("admin/imports", admin()),
                service.send("POST", "admin/imports/planets", null, admin()),
                service.get("admin/imports", "Origin", EVIL)));
        for (HttpResponse<String> answer : answers) {
            assertThat(answer.headers().firstValue("Access-Control-Allow-Origin")).as(answer.uri().toString())
                    .isEmpty();
        }
        HttpResponse<String> preflight = service.send("OPTIONS", "admin/imports/countries", null, "Origin", EVIL,
                "Access-Control-Request-Method", "POST", "Access-Control-Request-Headers", "authorization");
        assertThat(preflight.statusCode()).isEqualTo(403);
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
        assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods")).isEmpty();
        // The public API stays open to every page.
        HttpResponse<String> publicPreflight = service.send("OPTIONS", "places/search", null, "Origin", EVIL,
                "Access-Control-Request-Method", "POST");
        assertThat(publicPreflight.statusCode()).isEqualTo(204);
        assertThat(publicPreflight.headers().firstValue("Access-Control-Allow-Methods")).hasValue("GET, POST, OPTIONS");
        assertThat(service.get("alpha/de", "Origin", EVIL).headers().firstValue("Access-Control-Allow-Origin"))
                .hasValue("*");
    }

    @Test
    void aForeignOriginOrAFormBodyIsRefusedBeforeTheCredentialsAreAsked() {
        long runsBefore = runs().size();
        HttpResponse<String> foreign = service.send("POST", "admin/imports/countries?source=bundled", null,
                "Origin", EVIL, admin()[0], admin()[1]);
        assertThat(foreign.statusCode()).isEqualTo(403);
        assertThat(foreign.headers().firstValue("WWW-Authenticate")).as("no prompt for credentials").isEmpty();
        assertThat(foreign.body()).contains("other sites");
        HttpResponse<String> crossSite = service.send("POST", "admin/imports/countries", null,
                "Sec-Fetch-Site", "cross-site");
        assertThat(crossSite.statusCode()).isEqualTo(403);
        assertThat(crossSite.headers().firstValue("WWW-Authenticate")).isEmpty();
        for (String formType : List.of("application/x-www-form-urlencoded", "multipart/form-data; boundary=b",
                "text/plain")) {
            HttpResponse<String> form = service.send("POST", "admin/imports/countries", "source=bundled",
                    "Content-Type", formType, admin()[0], admin()[1]);
            assertThat(form.statusCode()).as(formType).isEqualTo(415);
            assertThat(form.headers().firstValue("WWW-Authenticate")).as(formType).isEmpty();
        }
        assertThat(runs()).as("no run was started").hasSize((int) runsBefore);
        String own = service.get("admin/imports", admin()).uri().resolve("/").toString().replaceAll("/$", "");
        assertThat(service.get("admin/imports", "Origin", own, admin()[0], admin()[1]).statusCode())
                .as("the service's own origin").isEqualTo(200);
    }

    @Test
    void aSourceOutsideTheAllowedPlacesIsRefusedNamingTheRuleAndNothingStarts() {
        long runsBefore = runs().size();
        for (String source : List.of("/etc/passwd", "file:///etc/passwd", "http://169.254.169.254/latest/meta-data",
                "https://user:hunter2@evil.example/countries.json?key=k3y", "bundled,/etc/hostname")) {
            HttpResponse<String> refused = service.send("POST", "admin/imports/countries?source="
                    + URLEncoder.encode(source, StandardCharsets.UTF_8), null, admin());
            assertThat(refused.statusCode()).as(source).isEqualTo(400);
            assertThat(refused.body()).as(source).contains("geo.import.allowed-sources")
                    .doesNotContain("hunter2").doesNotContain("k3y");
        }
        assertThat(runs()).as("no run was started").hasSize((int) runsBefore);
    }

    @Test
    void theResourcesAreNotDescribedToAnyone() {
        assertThat(service.get("application.wadl").statusCode()).isEqualTo(404);
        assertThat(service.get("application.wadl?detail=true").body()).doesNotContain("<application");
        for (String path : List.of("admin/imports", "admin/imports/countries", "alpha/de", "places")) {
            HttpResponse<String> options = service.send("OPTIONS", path, null);
            assertThat(options.statusCode()).as(path).isEqualTo(204);
            assertThat(options.body()).as(path).isEmpty();
            assertThat(options.headers().firstValue("Allow")).as(path).hasValue("GET, POST, OPTIONS");
            assertThat(options.headers().firstValue("Content-Type")).as(path).isEmpty();
        }
    }

    /** The runs of the countries, which nothing else of the test server imports on its own (a schedule). */
    private List<JsonObject> runs() {
        return ServiceClient.parse(service.get("admin/imports?limit=1000", admin()).body()).asJsonArray()
                .getValuesAs(JsonObject.class).stream().filter(run -> run.getString("dataset").equals("countries"))
                .toList();
    }

    private static String[] admin() {
        return TestEnvironment.adminAuthorization();
    }
}
