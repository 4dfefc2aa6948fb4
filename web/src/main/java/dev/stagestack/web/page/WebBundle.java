package dev.stagestack.web.page;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * A page program: the model and runtime compiled to JavaScript by TeaVM, with the behaviours it was compiled
 * with (docs/web.md, "Behaviours in the page"). The web module's own has none; a jar that carries another names
 * it in a {@value #DESCRIPTION} file: {@code script=} the program's resource, {@code behaviors=} the ids of its
 * behaviours, comma-separated.
 *
 * @param script     the program's class-path resource, without a leading slash
 * @param behaviors  the ids of the behaviours compiled into it
 * @param loader     the class loader that finds {@code script}; null for the web module's own program
 */
public record WebBundle(String script, Set<String> behaviors, ClassLoader loader) {

    /** The file that describes a jar's page program. */
    public static final String DESCRIPTION = "META-INF/stagestack-web-bundle.properties";

    /** The web module's own program: the model and runtime, no behaviours. */
    public static WebBundle builtIn() {
        // read through the web module's own class (no loader): on the module path a class loader does not
        // hand out a resource of a named module's package, and the program's folder is one
        return new WebBundle(WebPage.SCRIPT_RESOURCE.substring(1), Set.of(), null);
    }

    /**
     * The program a graph naming behaviours {@code ids} runs on: the built-in one for none, else the first
     * program on {@code loader}'s class path that has every one; empty when none has them all.
     */
    public static Optional<WebBundle> covering(Set<String> ids, ClassLoader loader) {
        if (ids.isEmpty()) {
            return Optional.of(builtIn());
        }
        return all(loader).stream().filter(b -> b.behaviors().containsAll(ids)).findFirst();
    }

    /** The programs described on {@code loader}'s class path, in class-path order (the built-in one not included). */
    public static List<WebBundle> all(ClassLoader loader) {
        List<WebBundle> bundles = new ArrayList<>();
        try {
            Enumeration<URL> found = loader.getResources(DESCRIPTION);
            while (found.hasMoreElements()) {
                bundles.add(read(found.nextElement(), loader));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bundles;
    }

    private static WebBundle read(URL description, ClassLoader loader) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = description.openStream()) {
            properties.load(in);
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String id : properties.getProperty("behaviors", "").split(",")) {
            if (!id.isBlank()) {
                ids.add(id.strip());
            }
        }
        return new WebBundle(properties.getProperty("script", "").strip(), Set.copyOf(ids), loader);
    }

    /** The program's JavaScript. */
    String javaScript() {
        InputStream in =
                loader == null ? WebPage.class.getResourceAsStream("/" + script) : loader.getResourceAsStream(script);
        return WebPage.text(in, script, "the build that made its jar compiles it");
    }
}
