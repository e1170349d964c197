package dev.geolookup.api.ip;

import dev.geolookup.api.InvalidRequestException;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The members of an IP answer beside "ip", which is always there: all of them by default, or the list a client
 * names with {@code ipFields} for a lean answer ({@code fields} keeps choosing the country record's own fields).
 */
public record IpAnswerMembers(Set<Member> members) {

    /** A member of the answer, by its JSON name. */
    public enum Member {
        COUNTRY_CODE("countryCode"), COUNTRY("country"), CITY("city"), REGION("region"),
        POSTAL_CODE("postalCode"), LATITUDE("latitude"), LONGITUDE("longitude"), TIMEZONE("timezone"),
        UTC_OFFSET("utcOffset"), NEAREST_CITY("nearestCity"), NETWORK("network");

        private final String jsonName;

        Member(String jsonName) {
            this.jsonName = jsonName;
        }

        public String jsonName() {
            return jsonName;
        }
    }

    public static final IpAnswerMembers ALL = new IpAnswerMembers(EnumSet.allOf(Member.class));

    public IpAnswerMembers {
        members = Set.copyOf(members);
    }

    public boolean has(Member member) {
        return members.contains(member);
    }

    public boolean anyOf(Set<Member> wanted) {
        return wanted.stream().anyMatch(members::contains);
    }

    /** Reads the {@code ipFields} query parameter: null means every member; a name it does not know is a 400. */
    public static IpAnswerMembers parse(String ipFields) {
        if (ipFields == null) {
            return ALL;
        }
        EnumSet<Member> chosen = EnumSet.noneOf(Member.class);
        for (String name : ipFields.split(",")) {
            String wanted = name.trim();
            Member member = Arrays.stream(Member.values()).filter(m -> m.jsonName.equalsIgnoreCase(wanted))
                    .findFirst().orElseThrow(() -> new InvalidRequestException((wanted.isEmpty()
                            ? "ipFields must name at least one member" : "unknown ipFields member '" + wanted + "'")
                            + "; valid members: " + validNames()));
            chosen.add(member);
        }
        return new IpAnswerMembers(chosen);
    }

    private static String validNames() {
        return Arrays.stream(Member.values()).map(Member::jsonName).collect(Collectors.joining(", "));
    }
}
