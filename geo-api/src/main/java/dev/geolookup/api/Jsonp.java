package dev.geolookup.api;

import jakarta.json.spi.JsonProvider;

/**
 * The JSON-P provider, looked up once, for everything that reads or builds JSON while answering a request.
 * {@code jakarta.json.Json}'s static methods look the provider up on every call, through a ServiceLoader that in
 * a web application searches every jar of its class loaders: a quarter of the server's time on POST /ip went
 * there. A provider is safe for concurrent use.
 */
public final class Jsonp {

    public static final JsonProvider PROVIDER = JsonProvider.provider();

    private Jsonp() {
    }
}
