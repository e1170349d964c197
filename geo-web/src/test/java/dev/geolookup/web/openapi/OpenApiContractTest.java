package dev.geolookup.web.openapi;

import dev.geolookup.api.adapter.geonames.GeoNamesService;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract and the JAX-RS resources name the same operations with the same parameters: an endpoint added, moved
 * or given a parameter without the document saying so fails here, in milliseconds, before any server starts.
 */
class OpenApiContractTest {

    private static final Pattern LITERAL_ALTERNATIVES = Pattern.compile("\\{(\\w+): ((?:[\\w]|\\\\\\.)+(?:\\|(?:[\\w]|\\\\\\.)+)+)}");

    private static final Path CONTRACT = Path.of("src/main/resources/META-INF/openapi.yaml");
    private static final Path CLASSES = Path.of("target/classes");
    /** The web page and its files are for people, not part of the API. */
    private static final String PAGE_PACKAGE = "dev.geolookup.web.ui";
    /** Read before routing by a filter (FormatParameter), so no resource method declares it but an adapter's own. */
    private static final String FORMAT = "format";
    private static final String GEONAMES_SERVICE = "/geonames/{service}";

    @Test
    void everyResourceMethodIsADocumentedOperationWithTheSameParameters() throws IOException {
        Map<String, Set<String>> implemented = implementedOperations();
        Map<String, Set<String>> documented = documentedOperations();
        assertThat(implemented.keySet()).containsExactlyInAnyOrderElementsOf(documented.keySet());
        implemented.forEach((operation, parameters) -> {
            Set<String> expected = new TreeSet<>(documented.get(operation));
            if (expected.remove(FORMAT) && parameters.contains("query:" + FORMAT)) {
                // Nominatim's format is its own, read by its resource; FormatParameter leaves it alone.
                expected.add("query:" + FORMAT);
            }
            assertThat(parameters).as(operation).containsExactlyInAnyOrderElementsOf(expected);
        });
    }

    @Test
    void operationIdsAreUniqueMethodNames() throws IOException {
        JsonNode paths = new YAMLMapper().readTree(Files.readString(CONTRACT)).get("paths");
        Set<String> seen = new HashSet<>();
        paths.forEach(path -> path.forEach(operation -> {
            String id = operation.get("operationId").asText();
            assertThat(id).matches("[a-z][A-Za-z0-9]+");
            assertThat(seen.add(id)).as("operationId %s used once", id).isTrue();
        }));
    }

    /** "METHOD /path" of each documented operation, with the names of its parameters ("in:name"). */
    private static Map<String, Set<String>> documentedOperations() throws IOException {
        JsonNode contract = new YAMLMapper().readTree(Files.readString(CONTRACT));
        JsonNode shared = contract.get("components").get("parameters");
        Map<String, Set<String>> operations = new TreeMap<>();
        contract.get("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(method -> {
            Set<String> names = new TreeSet<>();
            method.getValue().path("parameters").forEach(listed -> {
                JsonNode parameter = listed.has("$ref")
                        ? shared.get(listed.get("$ref").asText().replaceAll(".*/", "")) : listed;
                names.add(parameter.get("name").asText().equals(FORMAT) ? FORMAT
                        : parameter.get("in").asText() + ":" + parameter.get("name").asText());
            });
            operations.put(method.getKey().toUpperCase() + " " + path.getKey(), names);
        }));
        return operations;
    }

    /** "METHOD /path" of each JAX-RS resource method the WAR's classes hold, with its path and query parameters. */
    private static Map<String, Set<String>> implementedOperations() throws IOException {
        Map<String, Set<String>> operations = new TreeMap<>();
        try (Stream<Path> files = Files.walk(CLASSES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                String name = CLASSES.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
                Class<?> type = load(name);
                jakarta.ws.rs.Path root = type == null ? null : type.getAnnotation(jakarta.ws.rs.Path.class);
                if (root == null || name.startsWith(PAGE_PACKAGE)) {
                    continue;
                }
                // Public methods, inherited ones too: the places and the cities share endpoints of a superclass.
                for (Method method : type.getMethods()) {
                    httpMethodOf(method).ifPresent(verb -> putEachAlternative(operations, verb + " "
                            + pathOf(root, method), parametersOf(method)));
                    if (pathOf(root, method).equals(GEONAMES_SERVICE)) {
                        putGeoNamesServices(operations);
                    }
                }
            }
        }
        return operations;
    }

    /**
     * The one resource method of /geonames/{service} serves every service of GeoNamesService's table, each reading
     * its declared parameters, and JSONP's callback, through the URI (repeated ones combine, unknown ones are
     * ignored): one documented operation per service.
     */
    private static void putGeoNamesServices(Map<String, Set<String>> operations) {
        for (GeoNamesService service : GeoNamesService.values()) {
            Set<String> parameters = new TreeSet<>();
            service.parameters().forEach(name -> parameters.add("query:" + name));
            parameters.add("query:callback");
            operations.put("GET /geonames/" + service.jsonPath(), parameters);
        }
    }

    /**
     * A path whose first segment is a parameter of literal alternatives ({@code {version: v2|v3\\.1}/all}) is one
     * documented operation per alternative ({@code /v2/all}, {@code /v3.1/all}), without that parameter.
     */
    private static void putEachAlternative(Map<String, Set<String>> operations, String operation,
                                           Set<String> parameters) {
        Matcher alternatives = LITERAL_ALTERNATIVES.matcher(operation);
        if (!alternatives.find()) {
            operations.put(operation, parameters);
            return;
        }
        Set<String> others = new TreeSet<>(parameters);
        others.remove("path:" + alternatives.group(1));
        for (String alternative : alternatives.group(2).split("\\|")) {
            operations.put(alternatives.replaceFirst(Matcher.quoteReplacement(alternative.replace("\\.", "."))),
                    others);
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, OpenApiContractTest.class.getClassLoader());
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return null;
        }
    }

    private static Optional<String> httpMethodOf(Method method) {
        for (Annotation annotation : method.getAnnotations()) {
            HttpMethod verb = annotation.annotationType().getAnnotation(HttpMethod.class);
            if (verb != null) {
                return Optional.of(verb.value());
            }
        }
        return Optional.empty();
    }

    private static String pathOf(jakarta.ws.rs.Path root, Method method) {
        jakarta.ws.rs.Path sub = method.getAnnotation(jakarta.ws.rs.Path.class);
        String joined = "/" + root.value() + (sub == null ? "" : "/" + sub.value());
        String path = joined.replaceAll("/+", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    /** The query parameters a {@code @BeanParam} class declares on its fields and its superclasses' fields. */
    private static Set<String> queryFieldsOf(Class<?> bean) {
        Set<String> names = new TreeSet<>();
        for (Class<?> type = bean; type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                QueryParam query = field.getAnnotation(QueryParam.class);
                if (query != null) {
                    names.add("query:" + query.value());
                }
            }
        }
        return names;
    }

    private static Set<String> parametersOf(Method method) {
        Set<String> names = new TreeSet<>();
        for (Parameter parameter : method.getParameters()) {
            QueryParam query = parameter.getAnnotation(QueryParam.class);
            PathParam path = parameter.getAnnotation(PathParam.class);
            if (parameter.isAnnotationPresent(BeanParam.class)) {
                names.addAll(queryFieldsOf(parameter.getType()));
            } else if (query != null) {
                names.add("query:" + query.value());
            } else if (path != null) {
                names.add("path:" + path.value());
            }
        }
        return names;
    }
}
