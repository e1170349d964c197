"""Calls geopy's GeoNames geocoder (Debian's python3-geopy 2.3) against the service given as the argument: its
geocode, reverse (findNearbyPlaceName and findNearby) and reverse_timezone, unchanged but for its addresses, which
geopy 2.3 keeps in the api attributes (geopy 2.4 and later take domain=). Prints one JSON report on stdout: each
call's answer as geopy returns it (address, point, raw), or the error it raised."""
import json
import sys

from geopy.geocoders import GeoNames

from geopy_report import attempt, location

service = sys.argv[1].rstrip("/") + "/geonames"
geocoder = GeoNames(username="demo")
geocoder.api = service + "/searchJSON"
geocoder.api_reverse = service + "/findNearbyPlaceNameJSON"
geocoder.api_reverse_nearby = service + "/findNearbyJSON"
geocoder.api_timezone = service + "/timezoneJSON"


report = {
    "geocode": attempt(lambda: location(geocoder.geocode("Berlin"))),
    "geocodeCountries": attempt(lambda: location(geocoder.geocode("Springfield", exactly_one=False,
                                                                  country=["US", "GB"]))),
    "geocodeBias": attempt(lambda: location(geocoder.geocode("Paris", country_bias="US"))),
    "geocodeNothing": attempt(lambda: location(geocoder.geocode("Qqqxzzqjxx"))),
    "reverse": attempt(lambda: location(geocoder.reverse("48.8566, 2.3522"))),
    "reverseLang": attempt(lambda: location(geocoder.reverse((52.52, 13.405), lang="de"))),
    "reverseNearby": attempt(lambda: location(geocoder.reverse((48.8566, 2.3522), find_nearby_type="findNearby",
                                                               feature_code="ADM1"))),
    "reverseAtSea": attempt(lambda: location(geocoder.reverse((0, 0)))),
    "timezone": attempt(lambda: {"zone": str(geocoder.reverse_timezone((35.68, 139.69)).pytz_timezone)}),
    "timezoneAtSea": attempt(lambda: {"zone": str(geocoder.reverse_timezone((0, -30)).pytz_timezone),
                                      "raw": geocoder.reverse_timezone((0, -30)).raw}),
}
print(json.dumps(report))
