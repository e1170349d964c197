package dev.geolookup.web.admin;

import dev.geolookup.web.admin.AdminRequestPolicy.AdminRequest;
import jakarta.ws.rs.core.Response;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What the admin API refuses before authentication: other sites' pages, form bodies, plain HTTP from afar. */
class AdminRequestPolicyTest {

    private static final String OWN = "http://localhost:8080";
    private final AdminRequestPolicy policy = new AdminRequestPolicy(false);

    @Test
    void aRequestOfAnotherSiteIsRefused() {
        assertThat(policy.refusal(request("https://evil.example", null, null)).status())
                .isEqualTo(Response.Status.FORBIDDEN);
        assertThat(policy.refusal(request("http://localhost:8081", null, null))).as("another port").isNotNull();
        assertThat(policy.refusal(request("null", null, null))).as("an opaque origin").isNotNull();
        assertThat(policy.refusal(request(null, "cross-site", null))).isNotNull();
        assertThat(policy.refusal(request(null, "same-site", null))).isNotNull();
        assertThat(policy.refusal(request("http://LOCALHOST:8080", "same-origin", null))).as("its own origin").isNull();
        assertThat(policy.refusal(request(null, "none", null))).as("typed into the address bar").isNull();
        assertThat(policy.refusal(request(null, null, null))).as("curl").isNull();
    }

    @Test
    void aBodyAFormCanSendIsRefused() {
        for (String type : new String[] {"application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
                "text/plain;charset=UTF-8", "TEXT/PLAIN", "not a type"}) {
            AdminRequestPolicy.Refusal refusal = policy.refusal(request(null, null, type));
            assertThat(refusal).as(type).isNotNull();
            assertThat(refusal.status()).isEqualTo(Response.Status.UNSUPPORTED_MEDIA_TYPE);
        }
        assertThat(policy.refusal(request(null, null, "application/json"))).isNull();
    }

    @Test
    void plainHttpIsForThisMachineUnlessAllowed() {
        AdminRequest remotePlain = new AdminRequest(null, null, null, OWN, false, false);
        assertThat(policy.refusal(remotePlain)).isNotNull();
        assertThat(policy.refusal(remotePlain).reason()).contains("geo.admin.allow-plain-http");
        assertThat(policy.refusal(new AdminRequest(null, null, null, OWN, true, false))).as("HTTPS").isNull();
        assertThat(new AdminRequestPolicy(true).refusal(remotePlain)).as("behind a TLS proxy").isNull();
    }

    private static AdminRequest request(String origin, String fetchSite, String contentType) {
        return new AdminRequest(origin, fetchSite, contentType, OWN, false, true);
    }
}
