package dev.geolookup.web.mcp;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * The server's icon in initialize: a globe with a pin, as an SVG data URI, so that a client shows it without a
 * request to a host the operator may not expose.
 */
final class ServerIcon {

    private static final String SVG = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>"
            + "<circle cx='32' cy='32' r='28' fill='#2b6cb0'/>"
            + "<path d='M4 32h56M32 4c-9 8-9 48 0 56M32 4c9 8 9 48 0 56M9 18h46M9 46h46' "
            + "stroke='#e2e8f0' stroke-width='2.5' fill='none'/>"
            + "<path d='M44 14a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8z' fill='#e53e3e'/>"
            + "<circle cx='44' cy='22' r='3' fill='#fff'/></svg>";

    static final String DATA_URI = "data:image/svg+xml;base64,"
            + Base64.getEncoder().encodeToString(SVG.getBytes(StandardCharsets.UTF_8));

    private ServerIcon() {
    }
}
