package dev.geolookup.imports;

import dev.geolookup.api.Dataset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The items of docs/DATASETS.md that the sources show, checked for every {@link Dataset}: its tables created by a
 * migration, its first table an entity the persistence unit lists, its job's batch artifacts, a view holder serving
 * it, its bundled files in DATA-NOTICE.md and its id in the OpenAPI document. The test runs in geo-batch and reads
 * the other modules' sources beside it.
 */
class DatasetChecklistTest {

    private static final Path ROOT = Path.of("..");
    private static final Path JOBS = Path.of("target/classes/META-INF/batch-jobs");
    private static final Pattern TABLES = Pattern.compile("<property name=\"tables\" value=\"([^\"]+)\"");
    private static final Pattern REF = Pattern.compile("ref=\"(\\w+)\"");
    private static final Pattern BUNDLED = Pattern.compile("name=\"bundledResources?\" value=\"([^\"#]+)\"");
    private static final Pattern CREATE_TABLE = Pattern.compile("(?i)CREATE TABLE (?:IF NOT EXISTS )?`?(\\w+)`?");
    private static final Pattern ENTITY_TABLE = Pattern.compile("@Entity\\s[\\s\\S]*?@Table\\(name = \"(\\w+)\"");
    private static final Pattern NAMED = Pattern.compile("@Named\\(\"(\\w+)\"\\)");
    private static final Pattern HOLDER = Pattern.compile("extends \\w*Holder\\b[\\s\\S]*?super\\(Dataset\\.(\\w+)");
    private static final Pattern OPENAPI_DATASETS = Pattern.compile("    Dataset:\\n[\\s\\S]*?enum: \\[([^\\]]+)\\]");

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void everyTableTheJobWritesIsCreatedByAMigration(Dataset dataset) {
        assertThat(tablesOf(dataset)).isNotEmpty().isSubsetOf(matches(CREATE_TABLE,
                read(ROOT.resolve("db-init/src/main/resources/db/migration"))));
    }

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void theJobsFirstTableIsAnEntityOfThePersistenceUnit(Dataset dataset) {
        String table = tablesOf(dataset).get(0);
        Map<String, String> entities = new HashMap<>();
        forEachJavaFile(ROOT.resolve("geo-ejb/src/main/java"), (file, text) -> {
            Matcher entity = ENTITY_TABLE.matcher(text);
            if (entity.find()) {
                entities.put(entity.group(1), className(ROOT.resolve("geo-ejb/src/main/java"), file));
            }
        });
        assertThat(entities).as("an @Entity mapping table " + table).containsKey(table);
        assertThat(text(ROOT.resolve("geo-ejb/src/main/resources/META-INF/persistence.xml")))
                .contains("<class>" + entities.get(table) + "</class>");
    }

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void everyArtifactTheJobNamesIsANamedBeanOfTheBatchModule(Dataset dataset) {
        Set<String> named = new HashSet<>();
        forEachJavaFile(Path.of("src/main/java"), (file, text) -> named.addAll(matches(NAMED, text)));
        assertThat(named).containsAll(matches(REF, job(dataset)));
    }

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void aViewHolderServesIt(Dataset dataset) {
        Set<String> served = new HashSet<>();
        forEachJavaFile(ROOT.resolve("geo-ejb/src/main/java"), (file, text) -> served.addAll(matches(HOLDER, text)));
        assertThat(served).contains(dataset.name());
    }

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void everyBundledFileHasItsProvenanceInTheDataNotice(Dataset dataset) {
        String notice = text(ROOT.resolve("DATA-NOTICE.md"));
        for (String resources : matches(BUNDLED, job(dataset))) {
            for (String resource : resources.split(",")) {
                String fileName = Path.of(resource.trim()).getFileName().toString();
                assertThat(notice).as(dataset + " bundles " + resource).contains(fileName);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Dataset.class)
    void theOpenApiDocumentNamesIt(Dataset dataset) {
        Matcher datasets = OPENAPI_DATASETS.matcher(text(ROOT.resolve(
                "geo-web/src/main/resources/META-INF/openapi.yaml")));
        assertThat(datasets.find()).as("the Dataset schema of the OpenAPI document").isTrue();
        assertThat(Arrays.stream(datasets.group(1).split(",")).map(String::trim)).contains(dataset.id());
    }

    private static List<String> tablesOf(Dataset dataset) {
        Matcher tables = TABLES.matcher(job(dataset));
        assertThat(tables.find()).as(dataset + " names its tables").isTrue();
        return Arrays.stream(tables.group(1).split(",")).map(String::trim).toList();
    }

    private static String job(Dataset dataset) {
        return text(JOBS.resolve(dataset.id() + ".xml"));
    }

    private static List<String> matches(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    /** Every file of a directory, joined. */
    private static String read(Path directory) {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.list(directory)) {
            files.sorted().forEach(file -> all.append(text(file)).append('\n'));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return all.toString();
    }

    private interface SourceVisitor {
        void visit(Path file, String text);
    }

    private static void forEachJavaFile(Path sources, SourceVisitor visitor) {
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(file -> visitor.visit(file, text(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String className(Path sources, Path file) {
        String relative = sources.relativize(file).toString();
        return relative.substring(0, relative.length() - ".java".length()).replace(java.io.File.separatorChar, '.');
    }

    private static String text(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
