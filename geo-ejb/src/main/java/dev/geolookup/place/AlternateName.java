package dev.geolookup.place;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/**
 * A name of a GeoNames feature, in a language where GeoNames gives one (a row of alternateNamesV2). Read models
 * read these only through {@link #BY_FEATURE_AND_LANGUAGE}.
 */
@Entity
@Table(name = "alternate_name")
@NamedQuery(name = AlternateName.BY_FEATURE_AND_LANGUAGE, query = "select new dev.geolookup.place.LocalNameRow("
        + "n.geonameId, n.language, n.name, n.preferred, n.shortName, n.colloquial, n.historic) from AlternateName n where n.language is not null "
        + "order by n.geonameId, n.language, n.preferred desc, n.historic, n.colloquial, n.shortName, "
        + "n.alternateNameId")
public class AlternateName {

    /**
     * Names with a language, by feature and language, the one to show first in each group: preferred, then neither
     * historic nor colloquial, then the full form before the short one, then the file's order.
     */
    public static final String BY_FEATURE_AND_LANGUAGE = "AlternateName.byFeatureAndLanguage";

    @Id
    @Column(name = "alternate_name_id")
    private long alternateNameId;

    @Column(name = "geoname_id")
    private long geonameId;

    private String language;
    private String name;
    private boolean preferred;

    @Column(name = "short_name")
    private boolean shortName;

    private boolean colloquial;
    private boolean historic;

    protected AlternateName() {
    }
}
