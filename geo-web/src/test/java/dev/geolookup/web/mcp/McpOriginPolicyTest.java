package dev.geolookup.web.mcp;

import jakarta.servlet.http.HttpServletRequest;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class McpOriginPolicyTest {

    private final McpOriginPolicy defaults =
            new McpOriginPolicy(Arrays.asList(McpOriginPolicy.DEFAULT_ALLOWED_ORIGINS.split(",")));

    @Test
    void aRebindingPageIsRefusedThoughItsHostAndOriginAgree() {
        assertThat(defaults.allows(request("evil.example.com", "http://evil.example.com"))).isFalse();
        assertThat(defaults.allows(request("127.0.0.1:8080", "http://evil.example.com"))).isFalse();
        assertThat(defaults.allows(request("127.0.0.1:8080", "null"))).isFalse();
        assertThat(defaults.allows(request("127.0.0.1:8080", "http://localhost.evil.example:8080"))).isFalse();
    }

    @Test
    void theLoopbackTheServicesOwnAddressAndClientsWithoutOriginAreServed() {
        assertThat(defaults.allows(request("127.0.0.1:8080", "http://127.0.0.1:8080"))).isTrue();
        assertThat(defaults.allows(request("geo.internal:8080", "http://localhost:3000"))).isTrue();
        assertThat(defaults.allows(request("192.0.2.7:8080", "http://192.0.2.7:8080"))).as("own IP address").isTrue();
        assertThat(defaults.allows(request("[2001:db8::7]:8080", "http://[2001:db8::7]:8080"))).isTrue();
        assertThat(defaults.allows(request("192.0.2.7:8080", "http://192.0.2.7:9090"))).as("another port").isFalse();
        assertThat(defaults.allows(request("geo.example.com", null))).isTrue();
    }

    @Test
    void aDeploymentKnownByANameListsItsOrigin() {
        McpOriginPolicy configured = new McpOriginPolicy(List.of("https://geo.example.com", " http://localhost:* "));
        assertThat(configured.allows(request("geo.example.com", "https://geo.example.com"))).isTrue();
        assertThat(configured.allows(request("geo.example.com", "https://other.example.com"))).isFalse();
        assertThat(configured.allows(request("geo.example.com", "http://localhost:5173"))).isTrue();
    }

    private static HttpServletRequest request(String host, String origin) {
        Map<String, String> headers = new HashMap<>();
        headers.put("host", host);
        headers.put("origin", origin);
        return (HttpServletRequest) Proxy.newProxyInstance(McpOriginPolicyTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, arguments) ->
                        method.getName().equals("getHeader") ? headers.get(((String) arguments[0]).toLowerCase()) : null);
    }
}
