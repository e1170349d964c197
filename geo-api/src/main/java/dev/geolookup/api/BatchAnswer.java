package dev.geolookup.api;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The answer to a request that asks many questions at once (IPs, points, searches): the array of each one's answer,
 * in the order asked, once the batch is known to hold at least one and at most its limit.
 */
public final class BatchAnswer {

    private BatchAnswer() {
    }

    /**
     * @param noun  what one element is, as a refusal names it ("IP", "point", "query")
     * @param nouns the same in the plural
     */
    public static <T> JsonBody of(List<T> elements, int max, String noun, String nouns,
                                  Function<T, JsonBody> answer) {
        if (elements.isEmpty()) {
            throw new InvalidRequestException("the array must hold at least one " + noun);
        }
        if (elements.size() > max) {
            throw new InvalidRequestException("at most " + max + " " + nouns + " per request");
        }
        List<JsonBody> answers = new ArrayList<>(elements.size());
        for (T element : elements) {
            answers.add(answer.apply(element));
        }
        return JsonBody.arrayOf(answers);
    }
}
