#!/usr/bin/env python3
"""Builds the bundled localized-names file from two Debian packages, in GeoNames' alternateNamesV2 layout.

  apt-get download libgeonames-common iso-codes   # 0.3.0-1 and 4.15.0-1 were used
  for p in *.deb; do dpkg-deb -x "$p" deb; done
  python3 localized-names.py deb ../../../../shared/data/geonames | gzip -9n > alternate-names.txt.gz

- libgeonames-common: usr/share/locale/<locale>/LC_MESSAGES/geonames.mo, gettext catalogs whose message ids are
  GeoNames keys (a geonameId, an admin1 code "AT.09", a country code "AT") and whose messages are that feature's
  name in the locale's language. Admin1 and country codes become the geonameId that admin1CodesASCII.txt and
  countryInfo.txt give them. These rows are marked preferred.
- iso-codes: usr/share/iso-codes/json/iso_3166-2.json and usr/share/locale/<locale>/LC_MESSAGES/iso_3166-2.mo, the
  names of ISO 3166-2 subdivisions by language. A top-level subdivision is taken for the GeoNames admin1 division
  of its country whose name or ASCII name folds (case, accents and everything but letters and digits left out) to
  the same text, with or without words such as "Province", "Region" or "State"; only where exactly one division
  matches. These rows are not marked preferred, so GeoNames' own names win.

Locales become language tags: pt_BR -> pt-BR, zh_Hans -> zh-Hans, sr@latin -> sr-Latn; other @ variants and empty
catalogs are left out. Columns: alternateNameId (a row number here), geonameid, isolanguage, alternate name,
isPreferredName, isShortName, isColloquial, isHistoric, from, to.
"""
import collections
import gettext
import glob
import json
import os
import re
import sys
import unicodedata

SCRIPTS = {"latin": "Latn", "cyrillic": "Cyrl"}
DESIGNATIONS = re.compile(r"\b(province|provincia|state|region|département|department|district|division|county|"
                          r"governorate|prefecture|oblast|municipality|city|of|the|autonomous|republic|voivodeship|"
                          r"canton|parish)\b", re.IGNORECASE)


def fold(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c.lower() for c in decomposed if unicodedata.category(c) != "Mn" and c.isalnum())


def language_tag(locale):
    base, _, variant = locale.partition("@")
    if variant and variant not in SCRIPTS:
        return None
    parts = base.split("_")
    tag = [parts[0].lower()] + [p.upper() if len(p) == 2 else p.title() for p in parts[1:]]
    if variant:
        tag.append(SCRIPTS[variant])
    return "-".join(tag)


def catalogs(root, domain):
    for path in sorted(glob.glob(os.path.join(root, "usr/share/locale/*/LC_MESSAGES", domain + ".mo"))):
        tag = language_tag(path.split(os.sep)[-3])
        if tag:
            with open(path, "rb") as catalog:
                # A few messages carry stray tabs around the name, which the file's layout cannot hold.
                messages = {k: " ".join(v.split()) for k, v in gettext.GNUTranslations(catalog)._catalog.items()
                            if k and v and v.strip()}
            if messages:
                yield tag, messages


def main(root, geonames):
    admin1 = {}
    by_country = collections.defaultdict(list)
    with open(os.path.join(geonames, "admin1CodesASCII.txt"), encoding="utf-8") as lines:
        for line in lines:
            code, name, ascii_name, geoname_id = line.rstrip("\n").split("\t")
            admin1[code] = geoname_id
            by_country[code[:2]].append((name, ascii_name, geoname_id))
    countries = {}
    with open(os.path.join(geonames, "countryInfo.txt"), encoding="utf-8") as lines:
        for line in lines:
            if line.strip() and not line.startswith("#"):
                fields = line.rstrip("\n").split("\t")
                countries[fields[0]] = fields[16]
    rows = []
    for tag, messages in catalogs(root, "geonames"):
        for key, name in messages.items():
            geoname_id = key if key.isdigit() else admin1.get(key) or countries.get(key)
            if geoname_id:
                rows.append((int(geoname_id), tag, name, "1"))
    subdivisions = {}
    with open(os.path.join(root, "usr/share/iso-codes/json/iso_3166-2.json"), encoding="utf-8") as source:
        for subdivision in json.load(source)["3166-2"]:
            if "parent" in subdivision:
                continue
            wanted = subdivision["name"]
            candidates = by_country.get(subdivision["code"][:2], [])
            matches = [c for c in candidates if fold(wanted) in (fold(c[0]), fold(c[1]))]
            if not matches:
                bare = fold(DESIGNATIONS.sub("", wanted))
                matches = [c for c in candidates if bare and bare in (fold(DESIGNATIONS.sub("", c[0])),
                                                                      fold(DESIGNATIONS.sub("", c[1])))]
            if len(matches) == 1:
                subdivisions[wanted] = int(matches[0][2])
    for tag, messages in catalogs(root, "iso_3166-2"):
        for key, name in messages.items():
            if key in subdivisions:
                rows.append((subdivisions[key], tag, name, ""))
    rows.sort(key=lambda row: (row[0], row[1], row[3] != "1"))
    out = sys.stdout
    for number, (geoname_id, tag, name, preferred) in enumerate(rows, 1):
        out.write(f"{number}\t{geoname_id}\t{tag}\t{name}\t{preferred}\t\t\t\t\t\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
