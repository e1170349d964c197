package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every MCP tool as the container finds it: each feature's tool class is a CDI bean built from the lookups it injects,
 * each tool reads exactly the arguments its input schema declares, and the docs name every tool and no other.
 * The lookups are stand-ins here: what a tool answers is held to the REST answers by McpApiIT on a real server.
 */
class McpToolsTest {

    /** A value of the right type for the arguments whose schema alone does not give one a parser takes. */
    private static final Map<String, Object> SAMPLES = Map.of(
            "code", "DE",
            "country", "DE",
            "address", "8.8.8.8",
            "at", "2026-03-29T01:30:00Z",
            "fields", List.of("name"),
            "names", List.of("Berlin"),
            "countries", List.of("DE"),
            "addresses", List.of("8.8.8.8"),
            "lang", "de");

    /** A whole call for the tools whose arguments come in alternatives, so that each alternative is read once. */
    private static final Map<String, Map<String, Object>> WHOLE_CALLS = Map.of(
            "distance", Map.of("from", 2950159, "to", 2988507, "lang", "de"));

    private static final AtomicInteger LOOKUP_CALLS = new AtomicInteger();

    @Test
    void everyFeatureToolClassIsABeanTheContainerBuildsFromItsLookups() throws Exception {
        List<Class<?>> classes = featureToolClasses();
        assertThat(classes).hasSizeGreaterThanOrEqualTo(8);
        for (Class<?> type : classes) {
            assertThat(type.isAnnotationPresent(Dependent.class)).as(type.getSimpleName()).isTrue();
            assertThat(injectConstructor(type)).as(type.getSimpleName() + " has one @Inject constructor").isNotNull();
        }
    }

    @Test
    void eachToolReadsExactlyTheArgumentsItsSchemaDeclares() throws Exception {
        for (GeoTool tool : allTools()) {
            Set<String> declared = tool.inputSchema().getJsonObject("properties").keySet();
            Set<String> read = new TreeSet<>(readWith(tool, samplesFor(tool.inputSchema(), declared)));
            read.addAll(readWith(tool, WHOLE_CALLS.getOrDefault(tool.name(), Map.of())));
            for (String name : declared) {
                Map<String, Object> one = samplesFor(tool.inputSchema(), requiredOf(tool.inputSchema()));
                one.put(name, sample(name, tool.inputSchema().getJsonObject("properties").getJsonObject(name)));
                read.addAll(readWith(tool, one));
            }
            assertThat(read).as(tool.name() + " reads the arguments its schema declares").isEqualTo(
                    new TreeSet<>(declared));
            assertThat(tool.inputSchema().getString("type")).isEqualTo("object");
            for (String required : requiredOf(tool.inputSchema())) {
                assertThat(declared).as(tool.name() + " declares its required " + required).contains(required);
            }
        }
    }

    @Test
    void eachSchemaNamesItsRequiredMembersOnce() throws Exception {
        for (GeoTool tool : allTools()) {
            for (JsonObject schema : List.of(tool.inputSchema(), tool.outputSchema())) {
                List<String> required = List.copyOf(requiredOf(schema));
                assertThat(required).as(tool.name()).hasSize(schema.containsKey("required")
                        ? schema.getJsonArray("required").size() : 0);
                assertThat(schema.getJsonObject("properties").keySet()).as(tool.name()).containsAll(required);
            }
        }
    }

    @Test
    void toolNamesAreUniqueAndListedInOrder() throws Exception {
        List<String> names = allTools().stream().map(GeoTool::name).toList();
        assertThat(names).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void theDocsNameEveryToolAndNoOther() throws Exception {
        Set<String> names = new TreeSet<>(allTools().stream().map(GeoTool::name).toList());
        String api = Files.readString(Path.of("../docs/API.md"));
        String section = api.substring(api.indexOf("## MCP tools"));
        section = section.substring(0, section.indexOf(": each"));
        Set<String> documented = new TreeSet<>();
        Matcher name = Pattern.compile("`([a-z_]+)`").matcher(section);
        while (name.find()) {
            documented.add(name.group(1));
        }
        assertThat(documented).as("docs/API.md, ## MCP tools").isEqualTo(names);
        for (Path doc : List.of(Path.of("../README.md"), Path.of("../docs/API.md"))) {
            Matcher count = Pattern.compile("(\\d+) read-only tools").matcher(Files.readString(doc));
            while (count.find()) {
                assertThat(Integer.parseInt(count.group(1))).as(doc + " says " + count.group()).isEqualTo(names.size());
            }
        }
    }

    private static Set<String> readWith(GeoTool tool, Map<String, Object> values) {
        ToolArguments arguments = new ToolArguments(values);
        int callsBefore = LOOKUP_CALLS.get();
        try {
            tool.respond(arguments);
        } catch (InvalidRequestException | RecordNotFoundException refused) {
            // A refusal after reading is what a combination of every argument may earn; the reads still count.
        } catch (RuntimeException failure) {
            if (LOOKUP_CALLS.get() == callsBefore) {
                throw failure;
            }
            // The stand-in answered nothing, which the tool then could not write: the arguments were read by then.
        }
        return arguments.asked();
    }

    static List<GeoTool> allTools() throws Exception {
        List<FeatureTools> features = new ArrayList<>();
        for (Class<?> type : featureToolClasses()) {
            features.add((FeatureTools) build(type));
        }
        return McpServerInstaller.tools(features);
    }

    private static List<Class<?>> featureToolClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        Path classes = Path.of(FeatureTools.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path folder = classes.resolve(FeatureTools.class.getPackageName().replace('.', '/'));
        List<Class<?>> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                String simpleName = file.getFileName().toString();
                if (!simpleName.endsWith(".class") || simpleName.contains("$")) {
                    continue;
                }
                Class<?> type = Class.forName(FeatureTools.class.getPackageName() + "."
                        + simpleName.substring(0, simpleName.length() - ".class".length()));
                if (FeatureTools.class.isAssignableFrom(type) && !type.isInterface()
                        && !Modifier.isAbstract(type.getModifiers())) {
                    found.add(type);
                }
            }
        }
        return found;
    }

    private static Constructor<?> injectConstructor(Class<?> type) {
        Constructor<?>[] injected = Stream.of(type.getDeclaredConstructors())
                .filter(constructor -> constructor.isAnnotationPresent(Inject.class)).toArray(Constructor[]::new);
        return injected.length == 1 ? injected[0] : null;
    }

    private static Object build(Class<?> type) throws ReflectiveOperationException {
        Constructor<?> constructor = injectConstructor(type);
        constructor.setAccessible(true);
        Object[] lookups = Stream.of(constructor.getParameterTypes()).map(McpToolsTest::standIn).toArray();
        try {
            return constructor.newInstance(lookups);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(type + " could not be built", e.getCause());
        }
    }

    /** A lookup that answers nothing: the arguments are what is under test. */
    private static Object standIn(Class<?> lookup) {
        return Proxy.newProxyInstance(lookup.getClassLoader(), new Class<?>[]{lookup},
                (proxy, method, arguments) -> {
                    if (method.getName().equals("toString")) {
                        return lookup.getSimpleName();
                    }
                    LOOKUP_CALLS.incrementAndGet();
                    return null;
                });
    }

    private static Set<String> requiredOf(JsonObject schema) {
        Set<String> required = new LinkedHashSet<>();
        if (schema.containsKey("required")) {
            schema.getJsonArray("required").getValuesAs(JsonString.class).forEach(name -> required.add(name.getString()));
        }
        return required;
    }

    private static Map<String, Object> samplesFor(JsonObject schema, Set<String> names) {
        Map<String, Object> values = new HashMap<>();
        for (String name : names) {
            values.put(name, sample(name, schema.getJsonObject("properties").getJsonObject(name)));
        }
        return values;
    }

    /** A value the schema allows, as an MCP client would send it. */
    private static Object sample(String name, JsonObject schema) {
        if (SAMPLES.containsKey(name)) {
            return SAMPLES.get(name);
        }
        if (schema.containsKey("enum")) {
            return ((JsonString) schema.getJsonArray("enum").get(0)).getString();
        }
        String type = schema.containsKey("type") && schema.get("type").getValueType() == JsonValue.ValueType.STRING
                ? schema.getString("type") : "string";
        return switch (type) {
            case "integer" -> schema.containsKey("minimum") ? schema.getJsonNumber("minimum").longValue() : 1L;
            case "number" -> schema.containsKey("maximum")
                    ? (number(schema, "minimum") + number(schema, "maximum")) / 2 : 10.0;
            case "boolean" -> true;
            case "object" -> samplesFor(schema, requiredOf(schema));
            case "array" -> {
                List<Object> items = new ArrayList<>();
                int count = schema.containsKey("minItems") ? schema.getInt("minItems") : 1;
                JsonObject item = schema.getJsonObject("items");
                for (int index = 0; index < count; index++) {
                    items.add("number".equals(item.getString("type", "")) ? (index < 2 ? -10.0 : 10.0)
                            : sample(name, item));
                }
                yield items;
            }
            default -> "Berlin";
        };
    }

    private static double number(JsonObject schema, String name) {
        return ((JsonNumber) schema.get(name)).doubleValue();
    }
}
