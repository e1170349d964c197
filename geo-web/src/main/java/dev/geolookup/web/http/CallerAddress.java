package dev.geolookup.web.http;

import dev.geolookup.api.InvalidRequestException;
import inet.ipaddr.IPAddress;
import inet.ipaddr.IPAddressString;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Finds the address of the client behind a request. The direct peer is the client unless it is one of the
 * configured trusted proxies; only then are X-Forwarded-For and Forwarded (RFC 7239) believed, read from the
 * right, and the right-most hop that is not a trusted proxy is the client. A peer outside the list can write any
 * header it likes, so its headers are ignored.
 */
@ApplicationScoped
public class CallerAddress {

    @Inject
    @ConfigProperty(name = "geo.ip.trusted-proxies")
    private Optional<String> trustedProxiesSetting;

    private List<IPAddress> trustedProxies = List.of();

    protected CallerAddress() {
    }

    /** With the trusted proxies given as the setting would give them, outside a container. */
    CallerAddress(String trustedProxies) {
        this.trustedProxiesSetting = Optional.of(trustedProxies);
        readTrustedProxies();
    }

    @PostConstruct
    void readTrustedProxies() {
        List<IPAddress> proxies = new ArrayList<>();
        for (String entry : trustedProxiesSetting.orElse("").split(",")) {
            if (entry.isBlank()) {
                continue;
            }
            IPAddress proxy = new IPAddressString(entry.trim()).getAddress();
            if (proxy == null) {
                throw new IllegalStateException("geo.ip.trusted-proxies: '" + entry.trim()
                        + "' is neither an IP address nor a CIDR block");
            }
            proxies.add(proxy.toPrefixBlock());
        }
        trustedProxies = List.copyOf(proxies);
    }

    /**
     * The client's address as text.
     *
     * @param peer           the address of the direct peer, as the servlet container gives it
     * @param forwarded      every Forwarded header value, in order
     * @param xForwardedFor  every X-Forwarded-For header value, in order
     */
    public String of(String peer, List<String> forwarded, List<String> xForwardedFor) {
        IPAddress peerAddress = new IPAddressString(peer).getAddress();
        if (peerAddress == null || !isTrusted(peerAddress)) {
            return peer;
        }
        List<String> hops = !forwarded.isEmpty() ? forwardedFor(forwarded) : forwardedList(xForwardedFor);
        Collections.reverse(hops);
        String client = peer;
        for (String hop : hops) {
            IPAddress hopAddress = new IPAddressString(hop).getAddress();
            if (hopAddress == null) {
                throw new InvalidRequestException("the forwarded client address '" + hop + "' is not an IP address");
            }
            client = hop;
            if (!isTrusted(hopAddress)) {
                break;
            }
        }
        return client;
    }

    /**
     * The client of a servlet request, to count it against a limit: as {@link #of}, but the direct peer itself
     * when a forwarded header is malformed, since a limit must hold whatever the headers say.
     */
    public String clientOf(HttpServletRequest request) {
        try {
            return of(request.getRemoteAddr(), Collections.list(request.getHeaders("Forwarded")),
                    Collections.list(request.getHeaders("X-Forwarded-For")));
        } catch (InvalidRequestException malformedForwardedHeader) {
            return request.getRemoteAddr();
        }
    }

    private boolean isTrusted(IPAddress address) {
        IPAddress plain = address.isIPv6() && address.toIPv6().isIPv4Mapped()
                ? address.toIPv6().getEmbeddedIPv4Address() : address;
        for (IPAddress proxy : trustedProxies) {
            if (proxy.getIPVersion() == plain.getIPVersion() && proxy.contains(plain)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> forwardedList(List<String> headers) {
        List<String> hops = new ArrayList<>();
        for (String header : headers) {
            for (String hop : header.split(",")) {
                if (!hop.isBlank()) {
                    hops.add(hop.trim());
                }
            }
        }
        return hops;
    }

    /** The for= parameter of each Forwarded element; quotes, brackets and ports removed. */
    private static List<String> forwardedFor(List<String> headers) {
        List<String> hops = new ArrayList<>();
        for (String element : forwardedList(headers)) {
            for (String pair : element.split(";")) {
                int equals = pair.indexOf('=');
                if (equals > 0 && pair.substring(0, equals).trim().equalsIgnoreCase("for")) {
                    hops.add(nodeAddress(pair.substring(equals + 1).trim()));
                }
            }
        }
        return hops;
    }

    private static String nodeAddress(String node) {
        String value = node.length() >= 2 && node.startsWith("\"") && node.endsWith("\"")
                ? node.substring(1, node.length() - 1) : node;
        if (value.startsWith("[")) {
            int close = value.indexOf(']');
            return close > 0 ? value.substring(1, close) : value;
        }
        int colon = value.indexOf(':');
        return colon > 0 && colon == value.lastIndexOf(':') ? value.substring(0, colon) : value;
    }
}
