package dev.geolookup.web;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.eclipse.microprofile.config.spi.Converter;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class GeoApplicationTest {

    @Test
    void givesOnlyPrefixedKeysToTheImplementationWithoutThePrefix() {
        Properties keys = new Properties();
        keys.setProperty("geo.jaxrs.property.jersey.config.server.wadl.disableWadl", "true");
        keys.setProperty("geo.jaxrs.property.resteasy.some.switch", "off");
        keys.setProperty("geo.jaxrs.property.", "nameless");
        keys.setProperty("geo.db.url", "jdbc:mariadb://db/geo");
        keys.setProperty("jersey.config.server.tracing.type", "ALL");

        assertThat(GeoApplication.implementationProperties(new PropertiesConfig(keys)))
                .containsOnly(
                        entry("jersey.config.server.wadl.disableWadl", "true"),
                        entry("resteasy.some.switch", "off"));
    }

    @Test
    void theShippedConfigurationSwitchesOffBeanValidationAndAutoDiscovery() throws IOException {
        Properties shipped = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/META-INF/microprofile-config.properties")) {
            shipped.load(in);
        }

        assertThat(GeoApplication.implementationProperties(new PropertiesConfig(shipped)))
                .containsEntry("jersey.config.beanValidation.disable.server", "true")
                .containsEntry("jersey.config.server.disableAutoDiscovery", "true");
        assertThat(shipped.getProperty("mp.opentracing.server.skip-pattern")).isEqualTo(".*");
    }

    /** The two methods the application reads, over fixed keys; the rest is not needed here. */
    private record PropertiesConfig(Properties keys) implements Config {

        @Override
        public Iterable<String> getPropertyNames() {
            return keys.stringPropertyNames();
        }

        @Override
        public <T> Optional<T> getOptionalValue(String name, Class<T> type) {
            return Optional.ofNullable(keys.getProperty(name)).map(type::cast);
        }

        @Override
        public <T> T getValue(String name, Class<T> type) {
            throw new UnsupportedOperationException();
        }

        @Override
        public ConfigValue getConfigValue(String name) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Iterable<ConfigSource> getConfigSources() {
            return List.of();
        }

        @Override
        public <T> Optional<Converter<T>> getConverter(Class<T> type) {
            return Optional.empty();
        }

        @Override
        public <T> T unwrap(Class<T> type) {
            throw new UnsupportedOperationException();
        }
    }
}
