"""Calls geopy's Nominatim geocoder (Debian's python3-geopy 2.3) against the service given as the argument, its
domain pointed at /nominatim and nothing else changed: geocode (free text, structured, several, in a language,
nothing found) and reverse (at a place, at a country's zoom, at sea). Prints one JSON report on stdout: each call's
answer as geopy returns it (address, point, raw), or the error it raised."""
import json
import sys
from urllib.parse import urlparse

from geopy.geocoders import Nominatim

from geopy_report import attempt, location

base = urlparse(sys.argv[1])
geocoder = Nominatim(user_agent="geo-lookup-tests", scheme=base.scheme,
                     domain=base.netloc + base.path.rstrip("/") + "/nominatim")


report = {
    "geocode": attempt(lambda: location(geocoder.geocode("Berlin"))),
    "geocodeQualified": attempt(lambda: location(geocoder.geocode("Paris, Texas", addressdetails=True))),
    "geocodeStructured": attempt(lambda: location(geocoder.geocode({"city": "Springfield", "state": "Illinois",
                                                                    "country": "USA"}))),
    "geocodeSeveral": attempt(lambda: location(geocoder.geocode("Springfield", exactly_one=False, limit=5,
                                                                country_codes=["us"]))),
    "geocodeLanguage": attempt(lambda: location(geocoder.geocode("Wien", language="de"))),
    "geocodeNothing": attempt(lambda: location(geocoder.geocode("Qqqxzzqjxx"))),
    "reverse": attempt(lambda: location(geocoder.reverse("48.8566, 2.3522"))),
    "reverseCountry": attempt(lambda: location(geocoder.reverse((52.52, 13.405), zoom=3, language="de"))),
    "reverseAtSea": attempt(lambda: location(geocoder.reverse((0, -30)))),
}
print(json.dumps(report))
