package dev.geolookup.web.adapter.geonames;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * GeoNames' JSONP: with callback=name the answer is name(json); as JavaScript. The name must be a JavaScript
 * identifier or a dotted path of them (jQuery's jQuery3600_1.x), so that no request can make the service write
 * script of its choosing.
 */
final class JsonpCallback {

    static final String JAVASCRIPT = "application/javascript; charset=UTF-8";
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*");
    private static final int MAX_LENGTH = 128;

    private JsonpCallback() {
    }

    /** The callback's name as given; an InvalidRequestException (400) for one that is not an identifier. */
    static String checked(String callback) {
        if (callback.length() > MAX_LENGTH || !IDENTIFIER.matcher(callback).matches()) {
            throw new InvalidRequestException("callback must be a JavaScript identifier such as handleAnswer, at "
                    + "most " + MAX_LENGTH + " characters");
        }
        return callback;
    }

    static byte[] wrapped(String callback, JsonBody body) {
        byte[] json = body.utf8();
        ByteArrayOutputStream script = new ByteArrayOutputStream(json.length + callback.length() + 3);
        script.writeBytes(callback.getBytes(StandardCharsets.US_ASCII));
        script.write('(');
        script.writeBytes(json);
        script.writeBytes(");".getBytes(StandardCharsets.US_ASCII));
        return script.toByteArray();
    }
}
