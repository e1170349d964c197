package dev.geolookup.boundary;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.ViewHolder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;

/** Holds the subdivision outlines of the current data version; replaced whole on each load. */
@ApplicationScoped
public class SubdivisionOutlineViewHolder extends ViewHolder<SubdivisionOutlineView> {

    @Inject
    private BoundaryViewLoader loader;

    public SubdivisionOutlineViewHolder() {
        super(Dataset.SUBDIVISION_OUTLINES, SubdivisionOutlineView.EMPTY, SubdivisionOutlineView::version,
                SubdivisionOutlineView::size);
    }

    @Override
    public void load(long version) {
        BoundaryView outlines = loader.load(SubdivisionOutline.SHAPES, version);
        Map<String, SubdivisionUnit> units = new HashMap<>();
        for (Object[] row : loader.rows(SubdivisionOutline.UNITS)) {
            SubdivisionUnit unit = new SubdivisionUnit((String) row[0], (String) row[1], (String) row[2],
                    row[3] == null ? null : ((Number) row[3]).longValue(), (String) row[4], (String) row[5],
                    row[6] == null ? null : ((Number) row[6]).doubleValue(),
                    row[7] == null ? null : ((Number) row[7]).doubleValue(), names((String) row[8]));
            units.put(unit.unitCode(), unit);
        }
        serve(new SubdivisionOutlineView(version, outlines.index(), Map.copyOf(units)));
    }

    private static Map<String, String> names(String json) {
        if (json == null) {
            return Map.of();
        }
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            JsonObject names = reader.readObject();
            Map<String, String> byLanguage = new HashMap<>();
            names.forEach((language, name) -> byLanguage.put(language, ((JsonString) name).getString()));
            return Map.copyOf(byLanguage);
        }
    }
}
