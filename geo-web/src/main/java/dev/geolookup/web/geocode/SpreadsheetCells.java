package dev.geolookup.web.geocode;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Cells as a spreadsheet may open them without running them (OWASP, "CSV Injection"): a cell starting with =, +,
 * -, @, a tab or a carriage return is a formula to a spreadsheet, so it is written with an apostrophe in front, which
 * the spreadsheet shows as text. A number keeps its sign and stays a number: coordinates, confidences and counts are
 * written as they are.
 */
final class SpreadsheetCells {

    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private SpreadsheetCells() {
    }

    static String safe(String cell) {
        if (cell == null || cell.isEmpty() || !startsAFormula(cell.charAt(0)) || NUMBER.matcher(cell).matches()) {
            return cell;
        }
        return "'" + cell;
    }

    static List<String> safe(List<String> cells) {
        List<String> safe = new ArrayList<>(cells.size());
        for (String cell : cells) {
            safe.add(safe(cell));
        }
        return safe;
    }

    private static boolean startsAFormula(char first) {
        return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r';
    }
}
