package dev.geolookup.web.mcp;

import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import tools.jackson.databind.util.RawValue;

import java.io.IOException;
import java.util.Map;

/**
 * The SDK's schema checks, as configured: every tool's schemas when the server starts, and each answer against
 * its tool's output schema only where {@value #CHECK_ANSWERS} is true (the tests). An answer is the REST endpoint's
 * JSON, which the contract tests hold to the same schemas; checked on every call, the check took about a fifth of
 * a list tool's throughput (bench/reports/mcp-2026-11-28.md).
 */
record AnswerSchemaCheck(JsonSchemaValidator schemas, McpJsonMapper mapper, boolean checkAnswers)
        implements JsonSchemaValidator {

    static final String CHECK_ANSWERS = "geo.mcp.check-answers";

    /** An answer handed on as raw JSON (ToolResults) is read here, for the check only. */
    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        if (!checkAnswers) {
            return ValidationResponse.asValid(null);
        }
        if (structuredContent instanceof RawValue raw) {
            try {
                return schemas.validate(schema, mapper.readValue(raw.rawValue().toString(), Object.class));
            } catch (IOException e) {
                return ValidationResponse.asInvalid("the answer is not JSON: " + e.getMessage());
            }
        }
        return schemas.validate(schema, structuredContent);
    }

    @Override
    public ValidationResponse validateSchema(Map<String, Object> schema) {
        return schemas.validateSchema(schema);
    }
}
