package dev.geolookup.web.mcp;

import dev.geolookup.api.InvalidRequestException;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.RecordNotFoundException;
import dev.geolookup.web.health.HeapExhaustion;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.ejb.EJBException;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
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
 * The Model Context Protocol endpoint at /mcp (Streamable HTTP, the official Java SDK's servlet transport): every
 * capability of the REST API as a read-only tool. Tools call the same services as the endpoints; bad arguments
 * come back as tool results with isError, never as an HTTP or protocol failure.
 */
@WebListener
public class McpEndpoint implements ServletContextListener {

    static final String PATH = "/mcp";
    private static final Logger LOG = Logger.getLogger(McpEndpoint.class.getName());


    /** Every feature's tools, as the container finds them. */
    @Inject
    @Any
    private Instance<FeatureTools> featureTools;

    @Inject
    private HeapExhaustion heap;

    @Inject
    @ConfigProperty(name = McpOriginPolicy.ALLOWED_ORIGINS, defaultValue = McpOriginPolicy.DEFAULT_ALLOWED_ORIGINS)
    private List<String> allowedOrigins;

    private McpSyncServer server;
    private McpJsonMapper mapper;

    @Override
    public void contextInitialized(ServletContextEvent event) {
        mapper = McpJsonDefaults.getMapper();
        HttpServletStreamableServerTransportProvider transport = HttpServletStreamableServerTransportProvider.builder()
                .jsonMapper(mapper)
                .mcpEndpoint(PATH)
                .maxRequestSize(McpRequestGuard.MAX_REQUEST_BYTES)
                .build();
        List<SyncToolSpecification> tools = tools(featureTools).stream().map(this::specification).toList();
        server = McpServer.sync(transport)
                .jsonMapper(mapper)
                .serverInfo("geo-lookup", "1.0.0")
                .instructions("Countries, places, cities, postal codes, distances, IP geolocation, what is at a "
                        + "point and the time there. Every tool is read-only; list results come as {results: [...]}.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
                // The tools check their arguments as the REST endpoints check parameters, with the same reasons.
                .validateToolInputs(false)
                .tools(tools)
                .build();
        ServletRegistration.Dynamic servlet = event.getServletContext().addServlet("mcp", transport);
        servlet.setAsyncSupported(true);
        servlet.addMapping(PATH);
        FilterRegistration.Dynamic guard = event.getServletContext().addFilter("mcp-guard",
                new McpRequestGuard(new McpOriginPolicy(allowedOrigins)));
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
                .callHandler((exchange, request) -> call(tool, request.arguments()))
                .build();
    }

    private McpSchema.CallToolResult call(GeoTool tool, Map<String, Object> arguments) {
        try {
            JsonBody answer = tool.answer().apply(new ToolArguments(arguments).allowOnly(tool.argumentNames()));
            String json = tool.listResult() ? "{\"results\":" + answer.text() + "}" : answer.text();
            return McpSchema.CallToolResult.builder()
                    .structuredContent(mapper, json)
                    .addTextContent(json)
                    .isError(false)
                    .build();
        } catch (InvalidRequestException | RecordNotFoundException e) {
            return error(e.getMessage());
        } catch (EJBException | IllegalStateException e) {
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
