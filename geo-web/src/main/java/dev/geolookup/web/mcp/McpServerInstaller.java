package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.api.country.CountryLookup;
import dev.geolookup.web.health.HeapExhaustion;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpStatelessServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpStatelessSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStatelessServerTransport;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.ejb.EJBException;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterRegistration;
import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.ServletRegistration;
import jakarta.servlet.annotation.WebListener;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Installs the Model Context Protocol server at /mcp when the application starts (Streamable HTTP, the official
 * Java SDK's stateless servlet transport): every capability of the REST API as a read-only tool, records as
 * resources by URI, completions for their codes. No node keeps a session, so any node of a cluster answers any
 * request of a conversation: the tools send no notifications and need none. Tools call the same services as the
 * endpoints; bad arguments come back as tool results with isError, never as an HTTP or protocol failure.
 */
@WebListener
public class McpServerInstaller implements ServletContextListener {

    public static final String PATH = "/mcp";
    static final String WEBSITE_URL = "geo.mcp.website-url";
    private static final Logger LOG = Logger.getLogger(McpServerInstaller.class.getName());

    /** Every feature's tools, as the container finds them. */
    @Inject
    @Any
    private Instance<FeatureTools> featureTools;

    @Inject
    private GeoResources resources;

    @Inject
    private CountryLookup countries;

    @Inject
    private HeapExhaustion heap;

    @Inject
    @ConfigProperty(name = McpOriginPolicy.ALLOWED_ORIGINS, defaultValue = McpOriginPolicy.DEFAULT_ALLOWED_ORIGINS)
    private List<String> allowedOrigins;

    /** Whether every answer is checked against its tool's output schema: in the tests, not in service. */
    @Inject
    @ConfigProperty(name = AnswerSchemaCheck.CHECK_ANSWERS, defaultValue = "false")
    private boolean checkAnswers;

    /** The service's public address, its web page: where an agent's user learns what the server is. */
    @Inject
    @ConfigProperty(name = WEBSITE_URL, defaultValue = "http://localhost:8080/")
    private String websiteUrl;

    private McpStatelessSyncServer server;
    private McpJsonMapper mapper;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        mapper = McpJsonDefaults.getMapper();
        HttpServletStatelessServerTransport transport = HttpServletStatelessServerTransport.builder()
                .jsonMapper(mapper)
                .messageEndpoint(PATH)
                .maxRequestSize(McpRequestGuard.MAX_REQUEST_BYTES)
                .build();
        List<SyncToolSpecification> tools = tools(featureTools).stream().map(this::specification).toList();
        server = McpServer.sync(transport)
                .jsonMapper(mapper)
                .jsonSchemaValidator(new AnswerSchemaCheck(McpJsonDefaults.getSchemaValidator(), mapper, checkAnswers))
                .serverInfo(McpSchema.Implementation.builder("geo-lookup", "1.0.0")
                        .title("Geo lookup")
                        .description("Countries, places, postal codes, distances, IP geolocation and what is at a "
                                + "point, from open data")
                        .websiteUrl(websiteUrl)
                        .icons(List.of(new McpSchema.Icon(ServerIcon.DATA_URI, "image/svg+xml", List.of("any"), null)))
                        .build())
                .instructions("Countries, places, cities, postal codes, distances, IP geolocation, what is at a "
                        + "point and the time there. Every tool is read-only. A list comes as {results: [...]} with "
                        + "total or truncated, and nextOffset for the next page (give it as offset); an empty list "
                        + "says in hint what to loosen. Records link to resources: "
                        + String.join(", ", GeoResources.TEMPLATES) + ". "
                        + "The data is open data with attribution due: GeoNames (CC BY 4.0), OpenStreetMap "
                        + "contributors (ODbL 1.0), DB-IP (CC BY 4.0), REST Countries and mledoze/countries; "
                        + GeoResources.SOURCES + " lists every source and licence.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false)
                        .completions().build())
                // The tools check their arguments as the REST endpoints check parameters, with the same reasons.
                .validateToolInputs(false)
                // The transport blocks the request's own thread for the answer: the tools run there, in the
                // container's context, rather than hopping to a Reactor worker and back.
                .immediateExecution(true)
                .tools(tools)
                .resourceTemplates(resources.templates())
                .resources(resources.resources())
                .completions(resources.completions())
                .build();
        ServletRegistration.Dynamic servlet = event.getServletContext().addServlet("mcp", transport);
        servlet.setAsyncSupported(true);
        servlet.addMapping(PATH);
        FilterRegistration.Dynamic guard = event.getServletContext().addFilter("mcp-guard",
                new McpRequestGuard(new McpOriginPolicy(allowedOrigins), transport.protocolVersions()));
        guard.setAsyncSupported(true);
        guard.addMappingForServletNames(EnumSet.of(DispatcherType.REQUEST), false, "mcp");
    }

    /** Every tool of every feature, by name: an agent sees one list in one order whichever bean came first. */
    static List<GeoTool> tools(Iterable<? extends FeatureTools> features) {
        List<GeoTool> tools = new ArrayList<>();
        features.forEach(feature -> tools.addAll(feature.tools()));
        tools.sort(Comparator.comparing(GeoTool::name));
        return List.copyOf(tools);
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        if (server != null) {
            server.closeGracefully();
        }
    }

    private SyncToolSpecification specification(GeoTool tool) {
        McpSchema.Tool definition = McpSchema.Tool.builder()
                .name(tool.name())
                .title(tool.title())
                .description(tool.description())
                .inputSchema(asMap(tool.inputSchema()))
                .outputSchema(asMap(tool.outputSchema()))
                .annotations(McpSchema.ToolAnnotations.builder()
                        .title(tool.title())
                        .readOnlyHint(true)
                        .destructiveHint(false)
                        .idempotentHint(true)
                        .openWorldHint(false)
                        .build())
                .build();
        return SyncToolSpecification.builder()
                .tool(definition)
                .callHandler((context, request) -> call(tool, request.arguments()))
                .build();
    }

    private McpSchema.CallToolResult call(GeoTool tool, Map<String, Object> arguments) {
        ToolArguments given = new ToolArguments(arguments, countries::alpha2Named);
        try {
            given.allowOnly(tool.argumentNames());
            return ToolResults.of(tool, given, tool.respond(given));
        } catch (InvalidRequestException e) {
            return error(e.getMessage());
        } catch (RecordNotFoundException e) {
            return error(tool.notFound() == null ? e.getMessage() : tool.notFound().apply(given));
        } catch (EJBException | IllegalStateException | JsonException e) {
            heap.recordIfExhausted(e);
            String incident = UUID.randomUUID().toString();
            LOG.log(Level.SEVERE, "MCP tool " + tool.name() + " failed (incident " + incident + ")", e);
            return error("internal error, incident " + incident);
        }
    }

    private static McpSchema.CallToolResult error(String message) {
        return McpSchema.CallToolResult.builder().addTextContent(message).isError(true).build();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> asMap(JsonObject schema) {
        try {
            return mapper.readValue(schema.toString(), Map.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
