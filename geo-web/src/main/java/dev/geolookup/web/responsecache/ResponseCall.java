package dev.geolookup.web.responsecache;

import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.core.HttpHeaders;

/**
 * One call the normal path made on the servlet response to shape its answer (a status, a header, the content
 * type, the length), kept so that a cached answer makes the same calls in the same order and the server writes
 * the same head it wrote then.
 */
record ResponseCall(Kind kind, String name, String value) {

    enum Kind { STATUS, SET_HEADER, ADD_HEADER, CONTENT_TYPE, CHARACTER_ENCODING, CONTENT_LENGTH }

    static ResponseCall status(int status) {
        return new ResponseCall(Kind.STATUS, null, Integer.toString(status));
    }

    static ResponseCall contentLength(long length) {
        return new ResponseCall(Kind.CONTENT_LENGTH, null, Long.toString(length));
    }

    void applyTo(HttpServletResponse response) {
        switch (kind) {
            case STATUS -> response.setStatus(Integer.parseInt(value));
            case SET_HEADER -> response.setHeader(name, value);
            case ADD_HEADER -> response.addHeader(name, value);
            case CONTENT_TYPE -> response.setContentType(value);
            case CHARACTER_ENCODING -> response.setCharacterEncoding(value);
            case CONTENT_LENGTH -> response.setContentLengthLong(Long.parseLong(value));
        }
    }

    /** Whether this call says how long the body is, as the length or as its header. */
    boolean givesLength() {
        return kind == Kind.CONTENT_LENGTH || sets(HttpHeaders.CONTENT_LENGTH);
    }

    /** The same call giving another length. */
    ResponseCall withLength(long length) {
        return new ResponseCall(kind, name, Long.toString(length));
    }

    /** Whether this call gave the header of that name a value. */
    boolean sets(String header) {
        return (kind == Kind.SET_HEADER || kind == Kind.ADD_HEADER) && name.equalsIgnoreCase(header);
    }

    /** Rough heap of the call, for the cache's bound. */
    int weight() {
        return 48 + 2 * ((name == null ? 0 : name.length()) + (value == null ? 0 : value.length()));
    }
}
