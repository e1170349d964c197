"""What the geopy scripts share: each call's answer as geopy returns it, or the error it raised, for the report."""


def location(found):
    if found is None:
        return None
    if isinstance(found, list):
        return [location(one) for one in found]
    return {"address": found.address, "latitude": found.latitude, "longitude": found.longitude, "raw": found.raw}


def attempt(call):
    try:
        return call()
    except Exception as error:  # the report says what geopy raised
        return {"error": type(error).__name__ + ": " + str(error)}
