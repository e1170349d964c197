package dev.geolookup.ip;

import dev.geolookup.api.ip.IpAnswerMembers;
import dev.geolookup.api.ip.IpAnswerMembers.Member;
import dev.geolookup.api.reverse.ReverseQuery;
import dev.geolookup.api.text.TextFolding;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.boundary.TimezoneAt;
import dev.geolookup.subdivision.Admin1At;
import dev.geolookup.subdivision.Admin1Outlines;
import dev.geolookup.spatial.NearestNeighbourIndex.Neighbours;
import inet.ipaddr.IPAddress;
import jakarta.json.stream.JsonGenerator;

import java.util.EnumSet;
import java.util.Set;

/**
 * The members of an IP answer after the country record: where DB-IP locates the address (city, region, postcode,
 * coordinates), what the service's own data says about that point (time zone as /reverse finds it, the nearest
 * city of the gazetteer, the region's GeoNames code), and which network announces the address.
 */
final class IpLocationJson {

    private static final Set<Member> LOCATION_MEMBERS = EnumSet.of(Member.CITY, Member.REGION, Member.POSTAL_CODE,
            Member.LATITUDE, Member.LONGITUDE, Member.TIMEZONE, Member.UTC_OFFSET, Member.NEAREST_CITY);

    private final IpViews views;

    IpLocationJson(IpViews views) {
        this.views = views;
    }

    /** Writes the members the data knows and the client asked for; absent data is an absent member. */
    void write(JsonGenerator json, IPAddress address, IpAnswerMembers members) {
        if (members.anyOf(LOCATION_MEMBERS)) {
            IpCityView cities = views.cities();
            int location = cities.locationOf(address);
            if (location != AddressRanges.NONE) {
                writeLocation(json, cities, location, members);
            }
        }
        if (members.has(Member.NETWORK)) {
            IpNetworkView networks = views.networks();
            int range = networks.rangeOf(address);
            if (range != AddressRanges.NONE) {
                json.writeStartObject("network");
                writeNetwork(json, networks, range);
                json.writeEnd();
            }
        }
    }

    private void writeLocation(JsonGenerator json, IpCityView cities, int location, IpAnswerMembers members) {
        writeIfKnown(json, members, Member.CITY, cities.city(location));
        String region = cities.region(location);
        if (members.has(Member.REGION) && region != null) {
            json.writeStartObject("region");
            json.write("name", region);
            String code = cities.hasCoordinates(location) ? admin1CodeNamed(region, cities.countryCode(location),
                    cities.latitude(location), cities.longitude(location)) : null;
            if (code != null) {
                json.write("code", code);
                Admin1Outlines.IsoCode iso = views.admin1Outlines().isoOf(cities.countryCode(location) + "." + code);
                if (iso != null) {
                    json.write("isoCode", iso.code());
                    if (iso.type() != null) {
                        json.write("type", iso.type());
                    }
                }
            }
            json.writeEnd();
        }
        writeIfKnown(json, members, Member.POSTAL_CODE, cities.postalCode(location));
        if (!cities.hasCoordinates(location)) {
            return;
        }
        double lat = cities.latitude(location);
        double lng = cities.longitude(location);
        if (members.has(Member.LATITUDE)) {
            json.write("latitude", lat);
        }
        if (members.has(Member.LONGITUDE)) {
            json.write("longitude", lng);
        }
        if (members.has(Member.TIMEZONE) || members.has(Member.UTC_OFFSET)) {
            String zone = TimezoneAt.point(views.timezoneBoundaries(), lat, lng, ReverseQuery.DEFAULT_RADIUS_KM);
            writeIfKnown(json, members, Member.TIMEZONE, zone);
            writeIfKnown(json, members, Member.UTC_OFFSET, TimezoneAt.utcOffsetNow(zone));
        }
        if (members.has(Member.NEAREST_CITY)) {
            writeNearestCity(json, lat, lng);
        }
    }

    /**
     * The GeoNames admin1 code of the division /reverse names at the point (the outline's that holds it, else that
     * of the nearest place in the country), when its name folds to the region DB-IP gives; null where they do not
     * agree.
     */
    private String admin1CodeNamed(String region, String countryCode, double lat, double lng) {
        GazetteerView places = views.places();
        int country = places.countryNumber(countryCode);
        if (country < 0) {
            return null;
        }
        Neighbours nearest = places.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, country, GazetteerView.ANY);
        String nearestAdmin1 = nearest.size() == 0 ? null : places.admin1Code(nearest.points()[0]);
        Admin1At outlined = views.admin1Outlines().at(lat, lng, countryCode, nearestAdmin1,
                nearest.size() == 0 ? Double.NaN : nearest.distancesKm()[0]);
        String code = outlined != null ? outlined.admin1Code() : nearestAdmin1;
        if (code == null) {
            return null;
        }
        String name = views.admin1Names().nameOf(countryCode + "." + code).orElse(null);
        return name != null && TextFolding.fold(name).equals(TextFolding.fold(region)) ? code : null;
    }

    private void writeNearestCity(JsonGenerator json, double lat, double lng) {
        GazetteerView cities = views.cityGazetteer();
        Neighbours nearest = cities.nearest(lat, lng, 1, Double.POSITIVE_INFINITY, GazetteerView.ANY, GazetteerView.ANY);
        if (nearest.size() == 0) {
            return;
        }
        int row = nearest.points()[0];
        json.writeStartObject("nearestCity");
        json.write("geonameId", cities.geonameId(row));
        json.write("name", cities.name(row));
        json.write("distanceKm", nearest.distancesKm()[0]);
        json.writeEnd();
    }

    /** asn, organization and range of one network range. */
    static void writeNetwork(JsonGenerator json, IpNetworkView networks, int range) {
        json.write("asn", networks.asn(range));
        String organization = networks.organization(range);
        if (organization != null) {
            json.write("organization", organization);
        }
        json.write("range", AddressRangeText.of(networks.first(range), networks.last(range)));
    }

    private static void writeIfKnown(JsonGenerator json, IpAnswerMembers members, Member member, String value) {
        if (value != null && members.has(member)) {
            json.write(member.jsonName(), value);
        }
    }
}
