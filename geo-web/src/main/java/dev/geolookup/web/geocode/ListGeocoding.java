package dev.geolookup.web.geocode;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.geocode.GeocodeLookup;
import dev.geolookup.api.geocode.GeocodeMatch;
import dev.geolookup.api.text.Language;
import dev.geolookup.web.http.ErrorResponses;
import dev.geolookup.web.http.HttpCachingFilter;
import dev.geolookup.web.http.MediaTypes;
import jakarta.ejb.EJB;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import jakarta.ws.rs.core.Variant;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * Geocodes a CSV file as it streams through: the header and the first chunk of rows are read before the answer
 * starts, so that a file that is not CSV, names no column to geocode, or is too large (its Content-Length, or more
 * rows or bytes than the limits within the first chunk) is refused with a 4xx; after that each chunk is geocoded
 * and written as it is read. A malformed line or a limit passed later on can no longer change the status: the
 * answer then ends with an error row saying so, and nothing after it is read.
 */
@ApplicationScoped
public class ListGeocoding {

    public static final String CSV = "text/csv";
    static final MediaType CSV_TYPE = MediaType.valueOf(CSV + "; charset=UTF-8");
    /** Asked for as application/json too: the answer is JSON lines, and says so. */
    static final MediaType JSON_TYPE = MediaType.valueOf(MediaTypes.JSON);
    static final String MAX_ROWS = "geo.geocode.max-rows";
    static final String MAX_MEGABYTES = "geo.geocode.max-mb";
    /** Rows geocoded per call of the lookup, and read before the answer starts. */
    static final int CHUNK = 1_000;

    @EJB
    private GeocodeLookup lookup;

    @Inject
    @ConfigProperty(name = MAX_ROWS, defaultValue = "1000000")
    private long maxRows;

    @Inject
    @ConfigProperty(name = MAX_MEGABYTES, defaultValue = "200")
    private long maxMegabytes;

    /** The answer to a file posted to /places/geocode or /cities/geocode, in the representation the client prefers. */
    public Response answer(GeocodeLookup.Gazetteer gazetteer, InputStream body, String nameColumn, Language language,
                           Request request, long contentLength) {
        Variant chosen = request.selectVariant(Variant.mediaTypes(CSV_TYPE, MediaTypes.JSON_LINES_TYPE, JSON_TYPE,
                MediaTypes.GEO_JSON_TYPE).build());
        MediaType asked = chosen == null ? CSV_TYPE : chosen.getMediaType();
        MediaType type = asked.isCompatible(JSON_TYPE) ? MediaTypes.JSON_LINES_TYPE : asked;
        long maxBytes = maxMegabytes * 1024 * 1024;
        if (contentLength > maxBytes) {
            throw tooLarge(new LimitedInputStream.FileTooLargeException(maxBytes).getMessage());
        }
        CsvRows rows;
        List<InputRow> first;
        try {
            rows = new CsvRows(new LimitedInputStream(body, maxBytes), nameColumn);
            first = rows.next(CHUNK);
        } catch (LimitedInputStream.FileTooLargeException e) {
            throw tooLarge(e.getMessage());
        }
        if (first.size() > maxRows) {
            throw tooLarge("the file has more than " + maxRows + " rows (" + MAX_ROWS + ")");
        }
        List<GeocodeMatch> firstMatches = geocode(gazetteer, first, language);
        StreamingOutput answer = out -> {
            try (rows) {
                GeocodeAnswer writer = writerFor(type, out);
                writer.start(rows.header());
                write(writer, first, firstMatches);
                long read = first.size();
                while (true) {
                    List<InputRow> chunk;
                    try {
                        chunk = rows.next(CHUNK);
                    } catch (InvalidRequestException | LimitedInputStream.FileTooLargeException e) {
                        endWithError(writer, rows, e.getMessage());
                        break;
                    }
                    if (chunk.isEmpty()) {
                        break;
                    }
                    if (read + chunk.size() > maxRows) {
                        endWithError(writer, rows, "the file has more than " + maxRows + " rows (" + MAX_ROWS + ")");
                        break;
                    }
                    read += chunk.size();
                    write(writer, chunk, geocode(gazetteer, chunk, language));
                }
                writer.end();
            }
        };
        return Response.ok(answer, type).header(HttpHeaders.CACHE_CONTROL, HttpCachingFilter.NO_STORE)
                .header(HttpHeaders.VARY, HttpHeaders.ACCEPT).build();
    }

    /** The last row of an answer whose file cannot be read further: empty values, and the reason. */
    private static void endWithError(GeocodeAnswer writer, CsvRows rows, String reason) throws IOException {
        writer.row(ErrorRows.of(rows.header()), GeocodeMatch.error(reason + "; the rest of the file was not read"));
    }

    private static WebApplicationException tooLarge(String reason) {
        return new WebApplicationException(ErrorResponses.of(Response.Status.REQUEST_ENTITY_TOO_LARGE, reason));
    }

    private List<GeocodeMatch> geocode(GeocodeLookup.Gazetteer gazetteer, List<InputRow> rows, Language language) {
        return lookup.geocode(gazetteer, rows.stream().map(InputRow::row).toList(), language);
    }

    private static void write(GeocodeAnswer writer, List<InputRow> rows, List<GeocodeMatch> matches)
            throws IOException {
        for (int i = 0; i < rows.size(); i++) {
            writer.row(rows.get(i), matches.get(i));
        }
    }

    private static GeocodeAnswer writerFor(MediaType type, OutputStream out) throws IOException {
        if (type.isCompatible(MediaTypes.GEO_JSON_TYPE)) {
            return new GeoJsonAnswer(out);
        }
        if (type.isCompatible(MediaTypes.JSON_LINES_TYPE)) {
            return new JsonLinesAnswer(out);
        }
        return new CsvAnswer(out);
    }
}
