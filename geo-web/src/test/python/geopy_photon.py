"""Calls geopy's Photon geocoder (Debian's python3-geopy 2.3) against the service given as the argument, its domain
pointed at /photon and nothing else changed: geocode (one, several, biased towards a point, filtered by an OSM tag,
in a language, nothing found) and reverse. Prints one JSON report on stdout: each call's answer as geopy returns it
(address, point, raw), or the error it raised."""
import json
import sys
from urllib.parse import urlparse

from geopy.geocoders import Photon

from geopy_report import attempt, location

base = urlparse(sys.argv[1])
geocoder = Photon(user_agent="geo-lookup-tests", scheme=base.scheme,
                  domain=base.netloc + base.path.rstrip("/") + "/photon")

report = {
    "geocode": attempt(lambda: location(geocoder.geocode("Berlin"))),
    "geocodeSeveral": attempt(lambda: location(geocoder.geocode("Springfield", exactly_one=False, limit=5))),
    "geocodeBiased": attempt(lambda: location(geocoder.geocode("Paris", location_bias=(33.66, -95.55)))),
    "geocodeTagged": attempt(lambda: location(geocoder.geocode("Berlin", osm_tag="boundary:administrative"))),
    "geocodeLanguage": attempt(lambda: location(geocoder.geocode("Wien", language="de"))),
    "geocodeNothing": attempt(lambda: location(geocoder.geocode("Qqqxzzqjxx"))),
    "reverse": attempt(lambda: location(geocoder.reverse("48.8566, 2.3522"))),
}
print(json.dumps(report))
