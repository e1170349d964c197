package dev.geolookup;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import jakarta.ws.rs.Path;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layering the modules and packages are meant to have, as rules the build checks: the contract (geo-api)
 * depends on nothing of ours, the REST resources and the MCP tools reach the lookups only through geo-api's
 * interfaces, no two packages depend on each other, and each package uses exactly the packages its package-info
 * names in its "Uses ..." sentence.
 */
class ArchitectureTest {

    private static final String ROOT = "dev.geolookup";
    /** The modules' sources, seen from geo-web, where the test runs: the package-info files are read there. */
    private static final java.nio.file.Path[] SOURCES = Stream.of("../geo-api", "../geo-ejb", "../geo-batch",
            "../db-init", ".").map(module -> java.nio.file.Path.of(module, "src/main/java")).toArray(java.nio.file.Path[]::new);
    /**
     * geo-ejb's implementation packages, found in its sources so that a new feature's package is held too: what the
     * API's callers must not reach behind the interfaces. The import runs' records are what the admin API shows.
     */
    private static final String[] LOOKUP_IMPLEMENTATIONS = lookupImplementations();
    private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?(dev\\.geolookup(?:\\.[a-z]\\w*)+)\\.[A-Z]");
    private static final Pattern USES = Pattern.compile("Uses ([^.]+(?:\\.[a-z][^.]*)*)\\.");

    /** geo-ejb's test classes reach this module's tests as a jar, which DO_NOT_INCLUDE_TESTS does not know. */
    private static final Pattern TEST_JAR = Pattern.compile(".*-tests\\.jar.*");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.matches(TEST_JAR))
            .importPackages(ROOT);

    @Test
    void theContractDependsOnNothingOfOurs() {
        noClasses().that().resideInAPackage("dev.geolookup.api..")
                .should().dependOnClassesThat(resideInAPackage("dev.geolookup..")
                        .and(resideOutsideOfPackage("dev.geolookup.api..")))
                .check(CLASSES);
    }

    @Test
    void resourcesAndToolsReachTheLookupsOnlyThroughTheirInterfaces() {
        noClasses().that().areAnnotatedWith(Path.class).and().resideInAPackage("dev.geolookup.web..")
                .should().dependOnClassesThat().resideInAnyPackage(LOOKUP_IMPLEMENTATIONS)
                .check(CLASSES);
        noClasses().that().resideInAPackage("dev.geolookup.web.mcp..")
                .should().dependOnClassesThat().resideInAnyPackage(LOOKUP_IMPLEMENTATIONS)
                .check(CLASSES);
    }

    /** The compatible APIs are faces of the core: an adapter uses the core, and nothing of the core uses one. */
    @Test
    void noCorePackageUsesAnAdapter() {
        noClasses().that().resideOutsideOfPackages("dev.geolookup.adapter..", "dev.geolookup.api.adapter..",
                        "dev.geolookup.web.adapter..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.geolookup.adapter..",
                        "dev.geolookup.api.adapter..", "dev.geolookup.web.adapter..")
                .check(CLASSES);
    }

    /** The plain class that decides a feature's queries is its …Queries; a class that keeps answers is a …Cache. */
    @Test
    void oneSuffixForTheClassThatDecidesQueries() {
        noClasses().that().resideOutsideOfPackage("dev.geolookup.api..").should().haveSimpleNameEndingWith("Answers")
                .because("the class that decides a feature's queries is named …Queries, and a cache …Cache")
                .check(CLASSES);
    }

    @Test
    void noPackagesDependOnEachOther() {
        slices().matching("dev.geolookup.(*)..").should().beFreeOfCycles().check(CLASSES);
        slices().matching("dev.geolookup.web.(*)..").should().beFreeOfCycles().check(CLASSES);
        slices().matching("dev.geolookup.imports.(*)..").should().beFreeOfCycles().check(CLASSES);
        slices().matching("dev.geolookup.search.(*)..").should().beFreeOfCycles().check(CLASSES);
    }

    /**
     * Each package-info's "Uses a, b and c." names the packages of ours the package's classes use, each relative to
     * dev.geolookup, with the whole of geo-api as "api" outside geo-api; "Uses nothing of ours." where there are none.
     * A use is a dependency of the compiled classes or an import in the sources: the compiler copies a constant into
     * the class that reads it, so only the import shows that use.
     */
    @Test
    void everyPackageUsesWhatItsPackageInfoNames() throws IOException {
        Map<String, Set<String>> used = usedPackages();
        Map<String, Set<String>> named = new TreeMap<>();
        for (String packageName : used.keySet()) {
            named.put(packageName, namedIn(packageName));
        }
        assertThat(named).as("the Uses sentences of the package-infos (expected: what the classes use)")
                .isEqualTo(used);
    }

    private static Map<String, Set<String>> usedPackages() throws IOException {
        Map<String, Set<String>> used = new TreeMap<>();
        for (JavaClass javaClass : CLASSES) {
            for (Dependency dependency : javaClass.getDirectDependenciesFromSelf()) {
                addUse(used, javaClass.getPackageName(), dependency.getTargetClass().getPackageName());
            }
        }
        for (java.nio.file.Path source : SOURCES) {
            if (!Files.isDirectory(source)) {
                continue;
            }
            try (Stream<java.nio.file.Path> files = Files.walk(source)) {
                for (java.nio.file.Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
                    String from = source.relativize(file.getParent()).toString().replace(java.io.File.separatorChar, '.');
                    Matcher imported = IMPORT.matcher(Files.readString(file));
                    while (imported.find()) {
                        addUse(used, from, imported.group(1));
                    }
                }
            }
        }
        return used;
    }

    private static void addUse(Map<String, Set<String>> used, String fromPackage, String targetPackage) {
        if (!fromPackage.startsWith(ROOT + ".")) {
            return;
        }
        String from = fromPackage.substring(ROOT.length() + 1);
        Set<String> targets = used.computeIfAbsent(from, name -> new TreeSet<>());
        if (targetPackage.startsWith(ROOT + ".")) {
            String target = targetPackage.substring(ROOT.length() + 1);
            boolean withinApi = isApi(from);
            if (isApi(target) && !withinApi) {
                target = "api";
            }
            if (!target.equals(from)) {
                targets.add(target);
            }
        }
    }

    /** Whether a package relative to dev.geolookup is geo-api's: "api" for its users, each by its name within it. */
    private static boolean isApi(String relative) {
        return relative.equals("api") || relative.startsWith("api.");
    }

    private static Set<String> namedIn(String unit) throws IOException {
        String relativePath = ROOT.replace('.', '/') + "/" + unit.replace('.', '/') + "/package-info.java";
        java.nio.file.Path file = Arrays.stream(SOURCES).map(source -> source.resolve(relativePath))
                .filter(Files::isRegularFile).findFirst().orElse(null);
        if (file == null) {
            return Set.of("(no package-info.java)");
        }
        String text = Files.readString(file).replaceAll("\\s*\\n\\s*\\*\\s*", " ");
        Matcher uses = USES.matcher(text);
        if (!uses.find()) {
            return Set.of("(no Uses sentence)");
        }
        if (uses.group(1).equals("nothing of ours")) {
            return new TreeSet<>();
        }
        Set<String> names = new TreeSet<>();
        for (String name : uses.group(1).split(",|\\band\\b")) {
            if (!name.isBlank()) {
                names.add(name.trim());
            }
        }
        return names;
    }

    private static String[] lookupImplementations() {
        try (Stream<java.nio.file.Path> packages = Files.list(java.nio.file.Path.of("../geo-ejb/src/main/java", "dev",
                "geolookup"))) {
            String[] found = packages.filter(Files::isDirectory).map(folder -> folder.getFileName().toString())
                    .filter(name -> !name.equals("importrun")).map(name -> ROOT + "." + name + "..")
                    .toArray(String[]::new);
            assertThat(found).contains("dev.geolookup.place..", "dev.geolookup.search..");
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
