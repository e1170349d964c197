package dev.geolookup.web.http;

import java.util.Locale;

/** What a request's Accept-Encoding header allows (RFC 9110 12.5.3). */
public final class AcceptEncoding {

    private AcceptEncoding() {
    }

    /**
     * Whether gzip may be sent: gzip (or x-gzip) listed with a q-value above 0, or, where it is not listed, "*" so.
     * No header, or neither listed, means no: a client that sends nothing gets the bytes as they are.
     */
    public static boolean allowsGzip(String acceptEncoding) {
        if (acceptEncoding == null) {
            return false;
        }
        Double gzip = null;
        Double any = null;
        for (String coding : acceptEncoding.split(",")) {
            String[] parts = coding.split(";");
            String name = parts[0].trim().toLowerCase(Locale.ROOT);
            double quality = quality(parts);
            if (name.equals("gzip") || name.equals("x-gzip")) {
                gzip = gzip == null ? quality : Math.max(gzip, quality);
            } else if (name.equals("*")) {
                any = quality;
            }
        }
        Double decisive = gzip != null ? gzip : any;
        return decisive != null && decisive > 0;
    }

    /** The q parameter of a coding, 1 when absent; one that is not a number counts as 0. */
    private static double quality(String[] parts) {
        for (int i = 1; i < parts.length; i++) {
            String parameter = parts[i].trim();
            if (parameter.length() > 2 && parameter.substring(0, 2).equalsIgnoreCase("q=")) {
                try {
                    return Double.parseDouble(parameter.substring(2).trim());
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }
}
