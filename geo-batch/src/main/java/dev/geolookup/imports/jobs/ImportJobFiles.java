package dev.geolookup.imports.jobs;

import dev.geolookup.imports.jobs.ImportJob.Artifact;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes each dataset's Jakarta Batch job file (META-INF/batch-jobs/ID.xml) from its {@link ImportJob}, when geo-batch
 * is built: the listeners and the prepare, load and swap steps every import shares are written here once. A run
 * reads its source (the job parameter, or the bundled files), loads staging tables and swaps them in only when the
 * whole source was read.
 */
public final class ImportJobFiles {

    private static final String SOURCE = "#{jobProperties['source']}";

    private ImportJobFiles() {
    }

    /** Writes every job's file into the folder given (the build's META-INF/batch-jobs). */
    public static void main(String[] arguments) throws IOException {
        Path folder = Path.of(arguments[0]);
        Files.createDirectories(folder);
        for (ImportJob job : ImportJobs.ALL) {
            Files.writeString(folder.resolve(job.dataset().id() + ".xml"), xml(job), StandardCharsets.UTF_8);
        }
    }

    static String xml(ImportJob job) {
        String id = attribute(job.dataset().id());
        String tables = attribute(String.join(", ", job.tables()));
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Imports %s into staging tables and swaps them in only when the whole source was read.
                     Written from ImportJobs by ImportJobFiles when geo-batch is built. -->
                <job id="%s" xmlns="https://jakarta.ee/xml/ns/jakartaee"
                     xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                     xsi:schemaLocation="https://jakarta.ee/xml/ns/jakartaee https://jakarta.ee/xml/ns/jakartaee/jobXML_2_0.xsd"
                     version="2.0">
                    <properties>
                        <property name="runId" value="#{jobParameters['runId']}"/>
                        <property name="dataset" value="%s"/>
                        <property name="source" value="#{jobParameters['source']}"/>
                        <property name="tables" value="%s"/>
                    </properties>
                    <listeners>
                        <listener ref="importJobListener">
                            <properties>
                                <property name="runId" value="#{jobProperties['runId']}"/>
                                <property name="dataset" value="#{jobProperties['dataset']}"/>
                                <property name="tables" value="#{jobProperties['tables']}"/>
                            </properties>
                        </listener>
                    </listeners>
                    <step id="prepare" next="load">
                        <listeners><listener ref="importStepListener"/></listeners>
                        <batchlet ref="stagingPreparation"/>
                    </step>
                    <step id="load" next="swap">
                        <listeners><listener ref="importStepListener"/></listeners>
                        <chunk item-count="%d">
                %s%s%s        </chunk>
                    </step>
                    <step id="swap">
                        <listeners><listener ref="importStepListener"/></listeners>
                        <batchlet ref="stagingSwap">
                            <properties>
                                <property name="minimumRows" value="%d"/>
                            </properties>
                        </batchlet>
                    </step>
                </job>
                """.formatted(job.purpose().replace("--", "-"), id, id, tables, job.itemCount(),
                artifact("reader", withSource(job.reader())), artifact("processor", job.processor()),
                artifact("writer", job.writer()), job.minimumRows());
    }

    /** The reader with the job's source as its first property: the file or URL a run was given, if any. */
    private static Artifact withSource(Artifact reader) {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put("source", SOURCE);
        properties.putAll(reader.properties());
        return new Artifact(reader.ref(), properties);
    }

    /** One artifact of the chunk, indented as the chunk's children. */
    private static String artifact(String element, Artifact artifact) {
        String indent = "            ";
        if (artifact.properties().isEmpty()) {
            return indent + "<" + element + " ref=\"" + attribute(artifact.ref()) + "\"/>\n";
        }
        StringBuilder xml = new StringBuilder(indent).append('<').append(element).append(" ref=\"")
                .append(attribute(artifact.ref())).append("\">\n").append(indent).append("    <properties>\n");
        artifact.properties().forEach((name, value) -> xml.append(indent).append("        <property name=\"")
                .append(attribute(name)).append("\" value=\"").append(attribute(value)).append("\"/>\n"));
        return xml.append(indent).append("    </properties>\n").append(indent).append("</").append(element)
                .append(">\n").toString();
    }

    private static String attribute(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
