package dev.geolookup.country;

import jakarta.persistence.Embeddable;

/** A currency a country uses: ISO 4217 code, name and symbol. */
@Embeddable
public class Currency {

    private String code;
    private String name;
    private String symbol;

    protected Currency() {
    }

    public Currency(String code, String name, String symbol) {
        this.code = code;
        this.name = name;
        this.symbol = symbol;
    }

    public String getCode() { return code; }
    public String getName() { return name; }
    public String getSymbol() { return symbol; }
}
