package dev.geolookup.web.place;

import dev.geolookup.api.text.Language;
import jakarta.ws.rs.QueryParam;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The query parameters of a city search, declared once: each field's {@code @QueryParam} is what the GET takes, and
 * {@link dev.geolookup.api.place.PlaceQuery#parse} reads them by the same names as a batch member and an MCP tool's
 * arguments. A new parameter is a field here, its declaration in {@code SearchParameter} (a test holds the two equal)
 * and its documentation.
 */
public class CitySearchParameters {

    @QueryParam("q")
    private String q;
    @QueryParam("country")
    private String country;
    @QueryParam("admin1")
    private String admin1;
    @QueryParam("limit")
    private String limit;
    @QueryParam("offset")
    private String offset;
    @QueryParam("rank")
    private String rank;
    @QueryParam("fuzzy")
    private String fuzzy;
    @QueryParam("lat")
    private String lat;
    @QueryParam("lng")
    private String lng;
    @QueryParam("bias")
    private String bias;
    @QueryParam("bbox")
    private String bbox;
    @QueryParam("radiusKm")
    private String radiusKm;
    @QueryParam("explain")
    private String explain;
    @QueryParam("lang")
    private String lang;

    /** The fields of each kind of parameters by their query names, found once. */
    private static final ClassValue<Map<String, Field>> FIELDS = new ClassValue<>() {
        @Override
        protected Map<String, Field> computeValue(Class<?> kind) {
            return findFields(kind);
        }
    };

    /** The search's parameters by name, as given; null for one not given or not among these. */
    public Function<String, String> byName() {
        Map<String, Field> fields = fieldsOf(getClass());
        return name -> {
            Field field = fields.get(name);
            try {
                return field == null ? null : (String) field.get(this);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("the fields were made accessible when they were found", e);
            }
        };
    }

    public Language language() {
        return Language.parse(lang);
    }

    /** The names of the parameters of this kind, lang included. */
    static Set<String> names(Class<? extends CitySearchParameters> kind) {
        return fieldsOf(kind).keySet();
    }

    private static Map<String, Field> fieldsOf(Class<?> kind) {
        return FIELDS.get(kind);
    }

    private static Map<String, Field> findFields(Class<?> kind) {
        List<Field> found = new ArrayList<>();
        for (Class<?> type = kind; type != Object.class; type = type.getSuperclass()) {
            found.addAll(List.of(type.getDeclaredFields()));
        }
        Map<String, Field> byName = new HashMap<>();
        for (Field field : found) {
            QueryParam parameter = field.getAnnotation(QueryParam.class);
            if (parameter != null) {
                field.setAccessible(true);
                byName.put(parameter.value(), field);
            }
        }
        return Map.copyOf(byName);
    }
}
