package dev.geolookup.subdivision;

import dev.geolookup.place.AdminDivision;

/** Admin codes rows for views built in a test. */
public final class AdminDivisions {

    private AdminDivisions() {
    }

    public static AdminDivision division(String code, String name, Long geonameId) {
        return new AdminDivision() {
            @Override
            public String getCode() { return code; }
            @Override
            public String getName() { return name; }
            @Override
            public Long getGeonameId() { return geonameId; }
        };
    }
}
