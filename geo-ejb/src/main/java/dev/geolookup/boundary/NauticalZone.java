package dev.geolookup.boundary;

/**
 * The nautical time zone of a longitude, for a point at sea outside every zone's boundary: UTC±N with
 * N = round(|lng| / 15), named as tzdb names it, with the sign inverted (Etc/GMT+2 is two hours behind UTC).
 */
public final class NauticalZone {

    private NauticalZone() {
    }

    public static String of(double longitude) {
        long hours = Math.round(Math.abs(longitude) / 15);
        return hours == 0 ? "Etc/GMT" : "Etc/GMT" + (longitude > 0 ? "-" : "+") + hours;
    }
}
