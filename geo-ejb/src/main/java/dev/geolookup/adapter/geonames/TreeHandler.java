package dev.geolookup.adapter.geonames;

import dev.geolookup.adapter.AdapterViews;
import dev.geolookup.api.GeneratedJson;
import dev.geolookup.api.JsonBody;
import dev.geolookup.api.adapter.geonames.GeoNamesError;
import dev.geolookup.api.adapter.geonames.GeoNamesParameter;
import dev.geolookup.api.adapter.geonames.GeoNamesRequest;
import dev.geolookup.api.adapter.geonames.Style;
import dev.geolookup.country.CountryInfoView;
import dev.geolookup.place.GazetteerView;
import dev.geolookup.search.index.RowFilter;
import dev.geolookup.search.rows.RowWalk;
import jakarta.json.stream.JsonGenerator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.IntPredicate;
import java.util.stream.StreamSupport;

/**
 * A feature and its place in GeoNames' tree: getJSON, hierarchyJSON (from the Earth and the continent down),
 * childrenJSON, siblingsJSON and neighboursJSON. The Earth's children are the continents, a continent's its countries,
 * a country's its first-level divisions, a first-level division's its second-level ones (or, where it has none,
 * its populated places), a second-level division's its populated places; divisions in name order, places most
 * populous first. Neighbours are a country's, from countryInfo.
 */
final class TreeHandler {

    static final int DEFAULT_CHILDREN = 200;
    static final int MAX_ROWS = 1000;

    /** A feature of the tree: the Earth or a continent, or a row of the places (or, failing that, the cities). */
    private record Node(Continent continent, GazetteerView gazetteer, int row) {

        int geonameId() {
            return continent != null ? continent.geonameId : gazetteer.geonameId(row);
        }

        String featureCode() {
            return continent != null ? continent.featureCode : gazetteer.featureCode(row);
        }

        String name() {
            return continent != null ? continent.toponymName : gazetteer.name(row);
        }
    }

    private final AdapterViews views;
    private final ToponymRowWriter writer;

    TreeHandler(AdapterViews views) {
        this.views = views;
        this.writer = new ToponymRowWriter(views);
    }

    JsonBody get(GeoNamesRequest request) {
        Node node = require(request.geonameId());
        Style style = request.style(Style.FULL);
        return GeneratedJson.body(1024, json -> write(json, node, style));
    }

    JsonBody hierarchy(GeoNamesRequest request) {
        List<Node> path = pathTo(require(request.geonameId()));
        return list(null, path, request.style(Style.MEDIUM));
    }

    JsonBody children(GeoNamesRequest request) {
        List<Node> children = childrenOf(require(request.geonameId()));
        int maxRows = request.integer(GeoNamesParameter.MAX_ROWS, DEFAULT_CHILDREN, 1, MAX_ROWS);
        return list(children.size(), children.subList(0, Math.min(maxRows, children.size())),
                request.style(Style.MEDIUM));
    }

    JsonBody siblings(GeoNamesRequest request) {
        List<Node> path = pathTo(require(request.geonameId()));
        List<Node> siblings = path.size() < 2 ? path : childrenOf(path.get(path.size() - 2));
        return list(siblings.size(), siblings, request.style(Style.MEDIUM));
    }

    /** A country's neighbours, by geonameId or by country; any other feature has none. */
    JsonBody neighbours(GeoNamesRequest request) {
        String country = request.firstCode(GeoNamesParameter.COUNTRY);
        if (country == null) {
            Node node = require(request.geonameId());
            country = node.continent() == null && isCountry(node.featureCode())
                    ? node.gazetteer().countryCode(node.row()) : null;
        }
        List<Node> neighbours = new ArrayList<>();
        if (country != null) {
            for (String code : views.countryInfo().of(country).map(CountryInfoView.CountryInfo::neighbours)
                    .orElse(List.of())) {
                countryNode(code).ifPresent(neighbours::add);
            }
        }
        return list(neighbours.size(), neighbours, request.style(Style.MEDIUM));
    }

    /** {"totalResultsCount"?, "geonames": rows}: the count only where GeoNames gives one. */
    private JsonBody list(Integer total, List<Node> nodes, Style style) {
        return GeneratedJson.body(128 + nodes.size() * 400, json -> {
            json.writeStartObject();
            if (total != null) {
                json.write("totalResultsCount", total);
            }
            json.writeStartArray("geonames");
            nodes.forEach(node -> write(json, node, style));
            json.writeEnd().writeEnd();
        });
    }

    private void write(JsonGenerator json, Node node, Style style) {
        if (node.continent() != null) {
            node.continent().write(json);
        } else {
            writer.write(json, node.gazetteer(), node.row(), style, null);
        }
    }

    private Node require(int geonameId) {
        return find(geonameId).orElseThrow(() -> new GeoNamesError(GeoNamesError.NO_SUCH_RECORD,
                "the geoname feature does not exist: " + geonameId));
    }

    private Optional<Node> find(long geonameId) {
        Optional<Continent> continent = Continent.ofId(geonameId);
        if (continent.isPresent()) {
            return Optional.of(new Node(continent.get(), null, -1));
        }
        int row = views.places().rowOf(geonameId);
        if (row >= 0) {
            return Optional.of(new Node(null, views.places(), row));
        }
        int city = views.cities().rowOf(geonameId);
        return city < 0 ? Optional.empty() : Optional.of(new Node(null, views.cities(), city));
    }

    /** From the Earth down to the node: the continent, the country, its divisions, the node itself once, last. */
    private List<Node> pathTo(Node node) {
        List<Node> path = new ArrayList<>();
        path.add(new Node(Continent.EARTH, null, -1));
        if (node.continent() == null) {
            GazetteerView gazetteer = node.gazetteer();
            String country = gazetteer.countryCode(node.row());
            views.countryInfo().of(country).flatMap(info -> Continent.ofCode(info.continent()))
                    .ifPresent(continent -> path.add(new Node(continent, null, -1)));
            countryNode(country).ifPresent(path::add);
            String admin1 = gazetteer.admin1Code(node.row());
            String admin2 = gazetteer.admin2Code(node.row());
            if (country != null && admin1 != null) {
                division(views.admin1Names().geonameIdOf(country + "." + admin1)).ifPresent(path::add);
                if (admin2 != null) {
                    division(views.admin2Names().geonameIdOf(country + "." + admin1 + "." + admin2))
                            .ifPresent(path::add);
                }
            }
        } else if (node.continent() != Continent.EARTH) {
            path.add(node);
        }
        path.removeIf(step -> step.geonameId() == node.geonameId());
        path.add(node);
        return path;
    }

    private Optional<Node> division(OptionalLong geonameId) {
        return geonameId.isPresent() ? find(geonameId.getAsLong()) : Optional.empty();
    }

    private Optional<Node> countryNode(String countryCode) {
        int row = views.places().countryFeatureRow(countryCode);
        return row < 0 ? Optional.empty() : Optional.of(new Node(null, views.places(), row));
    }

    private List<Node> childrenOf(Node node) {
        if (node.continent() == Continent.EARTH) {
            return Arrays.stream(Continent.values()).filter(c -> c != Continent.EARTH)
                    .map(c -> new Node(c, null, -1)).toList();
        }
        if (node.continent() != null) {
            return byName(StreamSupport.stream(views.countryInfo().all().spliterator(), false)
                    .filter(info -> node.continent().code.equals(info.continent()))
                    .map(info -> countryNode(info.countryCode())).flatMap(Optional::stream).toList());
        }
        GazetteerView places = views.places();
        if (node.gazetteer() != places) {
            return List.of();
        }
        String country = places.countryCode(node.row());
        String admin1 = places.admin1Code(node.row());
        String admin2 = places.admin2Code(node.row());
        String code = node.featureCode();
        if (isCountry(code)) {
            return byName(rowsOf(country, row -> "ADM1".equals(places.featureCode(row))));
        }
        if ("ADM1".equals(code)) {
            List<Node> divisions = byName(rowsOf(country, row -> "ADM2".equals(places.featureCode(row))
                    && admin1 != null && admin1.equals(places.admin1Code(row))));
            return !divisions.isEmpty() ? divisions : rowsOf(country, row -> "P".equals(places.featureClass(row))
                    && admin1 != null && admin1.equals(places.admin1Code(row)));
        }
        if ("ADM2".equals(code)) {
            return rowsOf(country, row -> "P".equals(places.featureClass(row)) && admin1 != null
                    && admin1.equals(places.admin1Code(row)) && admin2 != null
                    && admin2.equals(places.admin2Code(row)));
        }
        return List.of();
    }

    /** The places' rows of a country that pass, most populous first. */
    private List<Node> rowsOf(String country, IntPredicate passes) {
        GazetteerView places = views.places();
        int number = places.countryNumber(country);
        if (number < 0) {
            return List.of();
        }
        List<Node> rows = new ArrayList<>();
        RowWalk walk = places.rowsOfCodes(RowFilter.NONE.inCountry(number)).walk();
        while (walk.hasNext()) {
            int row = walk.next();
            if (passes.test(row)) {
                rows.add(new Node(null, places, row));
            }
        }
        return rows;
    }

    private static List<Node> byName(List<Node> nodes) {
        return nodes.stream().sorted(Comparator.comparing(Node::name)).toList();
    }

    private static boolean isCountry(String featureCode) {
        return featureCode != null && featureCode.startsWith("PCL") && !"PCLH".equals(featureCode);
    }
}
