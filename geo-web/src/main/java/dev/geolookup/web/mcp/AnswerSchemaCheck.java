package dev.geolookup.web.mcp;

import io.modelcontextprotocol.json.schema.JsonSchemaValidator;

import java.util.Map;

/**
 * The SDK's schema checks, as configured: every tool's schemas when the server starts, and each answer against
 * its tool's output schema only where {@value #CHECK_ANSWERS} is true (the tests). An answer is the REST endpoint's
 * JSON, which the contract tests hold to the same schemas; checked on every call, the check took about a fifth of
 * a list tool's throughput (bench/reports/mcp-2026-11-28.md).
 */
final class AnswerSchemaCheck implements JsonSchemaValidator {

    static final String CHECK_ANSWERS = "geo.mcp.check-answers";

    private final JsonSchemaValidator schemas;
    private final boolean checkAnswers;

    AnswerSchemaCheck(JsonSchemaValidator schemas, boolean checkAnswers) {
        this.schemas = schemas;
        this.checkAnswers = checkAnswers;
    }

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        return checkAnswers ? schemas.validate(schema, structuredContent) : ValidationResponse.asValid(null);
    }

    @Override
    public ValidationResponse validateSchema(Map<String, Object> schema) {
        return schemas.validateSchema(schema);
    }
}
