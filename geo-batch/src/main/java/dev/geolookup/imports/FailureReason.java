package dev.geolookup.imports;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Why a run failed, in the words its record and log line keep: the first message of the failure's chain that says
 * something of its own, and the deepest cause with its class, and for a database error its SQL state and vendor
 * code. A driver may give a database error no message at all (MariaDB 11.4 answered a bulk insert so), and a
 * JDBC batch chains the failures of its statements with {@link SQLException#getNextException()} rather than as
 * causes: those are named too. The result is never blank.
 */
public final class FailureReason {

    /** A batch of thousands of rows can chain as many failures; the first few say what went wrong. */
    private static final int MAX_CHAINED = 3;
    /** MariaDB Connector/J begins every message with the connection's id, which alone says nothing. */
    private static final Pattern CONNECTION_PREFIX = Pattern.compile("^\\(conn=\\d+\\)\\s*");

    private FailureReason() {
    }

    public static String of(Throwable failure) {
        List<Throwable> chain = causeChain(failure);
        Throwable deepest = chain.get(chain.size() - 1);
        String summary = summary(chain);
        StringBuilder reason = new StringBuilder();
        if (summary != null && !summary.equals(ownWords(deepest))) {
            reason.append(summary).append("; caused by ");
        }
        reason.append(describe(deepest));
        List<SQLException> chained = chainedStatements(chain);
        chained.stream().limit(MAX_CHAINED).forEach(next -> reason.append("; then ").append(describe(next)));
        if (chained.size() > MAX_CHAINED) {
            reason.append("; and ").append(chained.size() - MAX_CHAINED).append(" more");
        }
        return reason.toString();
    }

    private static List<Throwable> causeChain(Throwable failure) {
        List<Throwable> chain = new ArrayList<>();
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable link = failure; link != null && seen.put(link, Boolean.TRUE) == null; link = link.getCause()) {
            chain.add(link);
        }
        return chain;
    }

    /** The first message that is not just a wrapper's copy of its cause ("java.sql.SQLException: …"). */
    private static String summary(List<Throwable> chain) {
        for (Throwable link : chain) {
            String message = ownWords(link);
            if (!message.isEmpty() && (link.getCause() == null || !link.getMessage().equals(link.getCause().toString()))) {
                return message;
            }
        }
        return null;
    }

    /** The message without the driver's connection prefix; empty when there is none. */
    private static String ownWords(Throwable failure) {
        return failure.getMessage() == null ? "" : CONNECTION_PREFIX.matcher(failure.getMessage().strip()).replaceFirst("");
    }

    private static String describe(Throwable failure) {
        String message = failure.getMessage() == null ? "" : failure.getMessage().strip();
        StringBuilder text = new StringBuilder(failure.getClass().getName()).append(": ").append(message);
        if (ownWords(failure).isEmpty()) {
            text.append(message.isEmpty() ? "" : " ").append("(no message given)");
        }
        if (failure instanceof SQLException sql) {
            text.append(" [SQLState ").append(sql.getSQLState()).append(", vendor code ").append(sql.getErrorCode())
                    .append(']');
        }
        return text.toString();
    }

    /** The failures chained to the SQL exceptions of the cause chain that are not in that chain themselves. */
    private static List<SQLException> chainedStatements(List<Throwable> chain) {
        Map<Throwable, Boolean> named = new IdentityHashMap<>();
        chain.forEach(link -> named.put(link, Boolean.TRUE));
        List<SQLException> chained = new ArrayList<>();
        for (Throwable link : chain) {
            if (link instanceof SQLException sql) {
                for (SQLException next = sql.getNextException(); next != null && named.put(next, Boolean.TRUE) == null;
                        next = next.getNextException()) {
                    chained.add(next);
                }
            }
        }
        return chained;
    }
}
