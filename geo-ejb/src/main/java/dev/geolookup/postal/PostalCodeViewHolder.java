package dev.geolookup.postal;

import dev.geolookup.api.Dataset;
import dev.geolookup.readmodel.DatabaseViewHolder;
import dev.geolookup.readmodel.ProjectionStream;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;

import java.util.stream.Stream;

/** Holds the postal read model of the current data version; replaced whole on each load. */
@ApplicationScoped
public class PostalCodeViewHolder extends DatabaseViewHolder<PostalCodeView> {

    public PostalCodeViewHolder() {
        super(Dataset.POSTAL_CODES, PostalCodeView.EMPTY, PostalCodeView::version, PostalCodeView::size);
    }

    @Override
    protected void load(long version, EntityManager em) {
        PostalCodeView.Builder builder = new PostalCodeView.Builder(version);
        try (Stream<PostalRow> rows = ProjectionStream.of(em, PostalCode.BY_CODE_KEY, PostalRow.class)) {
            rows.forEach(builder::add);
        }
        serve(builder.build());
    }
}
