package dev.geolookup.web.responsecache;

import dev.geolookup.api.Gzip;
import dev.geolookup.web.responsecache.RecordedAnswer.Lifetime;
import jakarta.servlet.http.HttpServletResponse;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** What the recording keeps of an answer, and that a replay makes the same calls and writes the same bytes. */
class RecordingResponseTest {

    private static final byte[] BODY = "{\"name\":\"Germany\"}".getBytes(StandardCharsets.UTF_8);

    @Test
    void aReplayMakesTheCallsOfTheAnswerInTheirOrderAndWritesItsBytes() throws IOException {
        FakeServletResponse client = new FakeServletResponse();
        RecordingResponse recording = new RecordingResponse(client.response(), 1024);
        writeCountryAnswer(recording);
        RecordedAnswer answer = recording.answer(null).orElseThrow();

        FakeServletResponse later = new FakeServletResponse();
        answer.replayTo(later.response());

        assertThat(later.calls).isEqualTo(client.calls);
        assertThat(later.body.toByteArray()).isEqualTo(client.body.toByteArray()).isEqualTo(BODY);
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.header("etag")).hasValue("\"abc\"");
        assertThat(answer.header("Vary")).hasValue("Accept");
        assertThat(answer.lifetime()).isEqualTo(RecordedAnswer.Lifetime.UNTIL_THE_DATA_CHANGES);
    }

    @Test
    void whatAReplayCouldNotRepeatExactlyIsNotKept() throws IOException {
        RecordingResponse tooLarge = new RecordingResponse(new FakeServletResponse().response(), BODY.length - 1);
        writeCountryAnswer(tooLarge);
        assertThat(tooLarge.answer(null)).isEmpty();

        RecordingResponse writer = new RecordingResponse(new FakeServletResponse().response(), 1024);
        writer.setStatus(200);
        writer.getWriter();
        assertThat(writer.answer(null)).isEmpty();

        RecordingResponse error = new RecordingResponse(new FakeServletResponse().response(), 1024);
        error.sendError(500);
        assertThat(error.answer(null)).isEmpty();

        RecordingResponse dated = new RecordingResponse(new FakeServletResponse().response(), 1024);
        dated.setDateHeader("Last-Modified", 0);
        assertThat(dated.answer(null)).isEmpty();
    }

    @Test
    void successesAndRevalidationsWithATagAreKeptAsLongAsTheServiceLetsCachesKeepThem() throws IOException {
        assertThat(answer(200, "\"a\"", "public, max-age=86400").lifetime()).isEqualTo(Lifetime.UNTIL_THE_DATA_CHANGES);
        assertThat(answer(304, "\"a\"", "public, max-age=86400").lifetime()).isEqualTo(Lifetime.UNTIL_THE_DATA_CHANGES);
        assertThat(answer(200, "\"a\"", "public, max-age=3600").lifetime()).isEqualTo(Lifetime.UNTIL_AN_OFFSET_CHANGES);
        assertThat(answer(304, "\"a\"", "public, max-age=3600").lifetime()).isEqualTo(Lifetime.UNTIL_AN_OFFSET_CHANGES);
        assertThat(answer(404, "\"a\"", "public, max-age=86400").lifetime()).isEqualTo(Lifetime.NONE);
        assertThat(answer(200, null, "public, max-age=86400").lifetime()).isEqualTo(Lifetime.NONE);
        assertThat(answer(200, null, "public, max-age=3600").lifetime()).isEqualTo(Lifetime.NONE);
        assertThat(answer(200, "\"a\"", "public, max-age=60").lifetime()).isEqualTo(Lifetime.NONE);
        assertThat(answer(200, "\"a\"", "no-store").lifetime()).isEqualTo(Lifetime.NONE);
        assertThat(answer(200, "\"a\"", null).lifetime()).isEqualTo(Lifetime.NONE);
    }

    @Test
    void aResetForgetsWhatWasRecordedBeforeIt() throws IOException {
        RecordingResponse recording = new RecordingResponse(new FakeServletResponse().response(), 1024);
        recording.setStatus(500);
        recording.setHeader("X-Partial", "yes");
        recording.getOutputStream().write(new byte[] {1, 2, 3});
        recording.reset();
        writeCountryAnswer(recording);
        RecordedAnswer answer = recording.answer(null).orElseThrow();
        assertThat(answer.header("X-Partial")).isEmpty();
        assertThat(answer.body()).isEqualTo(BODY);
        assertThat(answer.status()).isEqualTo(200);
    }

    @Test
    void aKeptGzipAnswerIsCompressedTighterWithItsLengthToldAgainAndTheSameDecodedBytes() throws IOException {
        StringBuilder records = new StringBuilder("[");
        for (int i = 0; i < 400; i++) {
            records.append("{\"geonameId\":").append(2_950_000 + i * 37).append(",\"name\":\"Place ").append(i % 17)
                    .append("\",\"population\":").append(i * 1_234).append("},");
        }
        byte[] plain = records.append("{}]").toString().getBytes(StandardCharsets.UTF_8);
        byte[] fast = Gzip.compress(plain, Deflater.BEST_SPEED);
        RecordingResponse recording = new RecordingResponse(new FakeServletResponse().response(), fast.length);
        recording.setStatus(200);
        recording.setHeader("Content-Encoding", "gzip");
        recording.setHeader("ETag", "\"abc-gzip\"");
        recording.setContentLength(fast.length);
        recording.getOutputStream().write(fast);
        RecordedAnswer kept = recording.answer(null).orElseThrow().compressedTighter();

        assertThat(kept.body().length).isLessThan(fast.length);
        try (GZIPInputStream decoded = new GZIPInputStream(new ByteArrayInputStream(kept.body()))) {
            assertThat(decoded.readAllBytes()).isEqualTo(plain);
        }
        FakeServletResponse replayed = new FakeServletResponse();
        kept.replayTo(replayed.response());
        assertThat(replayed.calls).contains("setContentLengthLong[" + kept.body().length + "]");
        assertThat(replayed.body.toByteArray()).isEqualTo(kept.body());
        assertThat(kept.header("ETag")).hasValue("\"abc-gzip\"");

        RecordingResponse plainRecording = new RecordingResponse(new FakeServletResponse().response(), plain.length);
        writeCountryAnswer(plainRecording);
        RecordedAnswer plainAnswer = plainRecording.answer(null).orElseThrow();
        assertThat(plainAnswer.compressedTighter()).isSameAs(plainAnswer);
    }

    private static RecordedAnswer answer(int status, String entityTag, String cacheControl) throws IOException {
        RecordingResponse recording = new RecordingResponse(new FakeServletResponse().response(), 1024);
        recording.setStatus(status);
        if (entityTag != null) {
            recording.setHeader("ETag", entityTag);
        }
        if (cacheControl != null) {
            recording.setHeader("Cache-Control", cacheControl);
        }
        return recording.answer(null).orElseThrow();
    }

    private static void writeCountryAnswer(HttpServletResponse response) throws IOException {
        response.setStatus(200);
        response.setContentType("application/json");
        response.setCharacterEncoding("UTF-8");
        response.addHeader("Vary", "Accept-Encoding");
        response.setHeader("Vary", "Accept");
        response.setHeader("ETag", "\"abc\"");
        response.setHeader("Cache-Control", "public, max-age=86400");
        response.setIntHeader("X-Total-Count", 1);
        response.setContentLength(BODY.length);
        response.getOutputStream().write(BODY, 0, 5);
        response.getOutputStream().write(BODY, 5, BODY.length - 5);
    }
}
