package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * What Maven Central asks of every pom the repository publishes, read from the poms themselves: a
 * module is published unless it sets {@code maven.deploy.skip}, so a new module either carries the
 * metadata, its sources and its Javadoc, or says it is not published (docs/library.md "Publishing").
 */
class PublishedPomsTest {

    private static final Path REPOSITORY = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern MODULE_NAME = Pattern.compile("module\\s+([\\w.]+)\\s*\\{");
    private static final Pattern EXPORTS = Pattern.compile("(?m)^\\s*exports\\s+([\\w.]+)");
    private static final Pattern COORDINATES_ROW = Pattern.compile("\\| `dev\\.stagestack:([\\w-]+):[^`]+` \\| `([\\w.]+)` \\|");

    /** A pom of the repository: its directory and root element. */
    private record Pom(Path directory, Element project) {
        static Pom read(Path directory) throws Exception {
            var factory = DocumentBuilderFactory.newInstance();
            return new Pom(directory, factory.newDocumentBuilder().parse(directory.resolve("pom.xml").toFile()).getDocumentElement());
        }

        Optional<Element> child(String name) {
            return children(project, name).findFirst();
        }

        String text(String name) {
            return child(name).map(e -> e.getTextContent().trim()).orElse("");
        }

        String artifactId() {
            return text("artifactId");
        }

        boolean published() {
            return child("properties").flatMap(p -> children(p, "maven.deploy.skip").findFirst())
                    .map(skip -> !skip.getTextContent().trim().equals("true")).orElse(true);
        }

        boolean isJar() {
            return text("packaging").isEmpty() || text("packaging").equals("jar");
        }

        Stream<String> buildPlugins() {
            return child("build").flatMap(b -> children(b, "plugins").findFirst()).stream()
                    .flatMap(plugins -> children(plugins, "plugin")).map(p -> PublishedPomsTest.text(p, "artifactId"));
        }

        Stream<Element> dependencies() {
            return child("dependencies").stream().flatMap(d -> children(d, "dependency"));
        }
    }

    private static Stream<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found.stream();
    }

    private static String text(Element parent, String name) {
        return children(parent, name).findFirst().map(e -> e.getTextContent().trim()).orElse("");
    }

    private static Pom parent() throws Exception {
        return Pom.read(REPOSITORY);
    }

    private static List<Pom> modules() throws Exception {
        List<Pom> modules = new ArrayList<>();
        for (String name : parent().child("modules").stream().flatMap(m -> children(m, "module")).map(Node::getTextContent).toList()) {
            modules.add(Pom.read(REPOSITORY.resolve(name)));
        }
        return modules;
    }

    private static List<Pom> publishedJars() throws Exception {
        return modules().stream().filter(Pom::published).filter(Pom::isJar).toList();
    }

    @Test
    void everyPublishedPomHasItsOwnNameAndDescription() throws Exception {
        List<Pom> published = new ArrayList<>(modules().stream().filter(Pom::published).toList());
        published.add(parent());
        for (Pom pom : published) {
            assertFalse(pom.text("name").isEmpty(), pom.directory() + ": <name>");
            assertFalse(pom.text("description").isEmpty(), pom.directory() + ": <description>");
        }
    }

    @Test
    void theParentGivesEveryPublishedPomItsUrlAndDevelopers() throws Exception {
        Pom parent = parent();
        assertTrue(parent.text("url").startsWith("https://"), "<url>: " + parent.text("url"));
        assertEquals("false", parent.project().getAttribute("child.project.url.inherit.append.path"),
                "a module's url would be the parent's with the artifactId appended: a page that does not exist");
        List<Element> developers = parent.child("developers").stream().flatMap(d -> children(d, "developer")).toList();
        assertFalse(developers.isEmpty(), "<developers>");
        developers.forEach(d -> assertFalse(text(d, "name").isEmpty(), "a developer without a <name>"));
        for (Pom module : modules()) {
            assertTrue(module.child("url").isEmpty() && module.child("developers").isEmpty(),
                    module.directory() + " overrides the url or developers every published pom shares");
        }
    }

    @Test
    void aLicenceIsDeclaredExactlyWhenTheRepositoryHasALicenceFile() throws Exception {
        boolean licenceFile;
        try (Stream<Path> files = Files.list(REPOSITORY)) {
            licenceFile = files.anyMatch(f -> f.getFileName().toString().toUpperCase().startsWith("LICEN"));
        }
        boolean declared = parent().child("licenses").stream().anyMatch(l -> children(l, "license").findAny().isPresent());
        assertEquals(licenceFile, declared, "LICENSE file in the repository: " + licenceFile + ", <licenses> in the parent pom: " + declared);
    }

    @Test
    void everyPublishedJarAttachesItsSourcesAndJavadoc() throws Exception {
        for (Pom pom : publishedJars()) {
            List<String> plugins = pom.buildPlugins().toList();
            assertTrue(plugins.contains("maven-source-plugin"), pom.artifactId() + " attaches no sources jar");
            assertTrue(plugins.contains("maven-javadoc-plugin"), pom.artifactId() + " attaches no Javadoc jar");
        }
    }

    @Test
    void aPublishedJarDependsOnlyOnPublishedArtifactsOfTheRepository() throws Exception {
        List<String> published = publishedJars().stream().map(Pom::artifactId).toList();
        for (Pom pom : publishedJars()) {
            pom.dependencies()
                    .filter(d -> text(d, "groupId").equals("dev.stagestack"))
                    .filter(d -> text(d, "scope").isEmpty() || text(d, "scope").equals("compile") || text(d, "scope").equals("runtime"))
                    .forEach(d -> assertTrue(published.contains(text(d, "artifactId")),
                            pom.artifactId() + " needs " + text(d, "artifactId") + ", which is not published"));
        }
    }

    @Test
    void theGuideListsEveryPublishedJarWithItsArtifactAndModuleName() throws Exception {
        Map<String, String> moduleOfArtifact = new TreeMap<>();
        for (Pom pom : publishedJars()) {
            Path descriptorFile = pom.directory().resolve("src/main/moditect/module-info.java");
            assertTrue(Files.isRegularFile(descriptorFile), pom.artifactId() + " is published without a module descriptor");
            String descriptor = Files.readString(descriptorFile);
            Matcher name = MODULE_NAME.matcher(descriptor);
            assertTrue(name.find(), pom.artifactId() + ": no module name in its module-info.java");
            moduleOfArtifact.put(pom.artifactId(), name.group(1));
        }
        Map<String, String> inTheGuide = new TreeMap<>();
        Matcher row = COORDINATES_ROW.matcher(Files.readString(REPOSITORY.resolve("docs/library.md")));
        while (row.find()) {
            inTheGuide.put(row.group(1), row.group(2));
        }
        assertEquals(moduleOfArtifact, inTheGuide, "docs/library.md's Coordinates table against the published poms");
    }

    @Test
    void everyPackageAPublishedModuleExportsSaysTheModulesName() throws Exception {
        List<String> misnamed = new ArrayList<>();
        for (Pom pom : publishedJars()) {
            String descriptor = Files.readString(pom.directory().resolve("src/main/moditect/module-info.java"));
            Matcher name = MODULE_NAME.matcher(descriptor);
            assertTrue(name.find(), pom.artifactId() + ": no module name in its module-info.java");
            Matcher exported = EXPORTS.matcher(descriptor);
            while (exported.find()) {
                String pkg = exported.group(1);
                if (!pkg.equals(name.group(1)) && !pkg.startsWith(name.group(1) + ".")) {
                    misnamed.add(pom.artifactId() + " (module " + name.group(1) + ") exports " + pkg);
                }
            }
        }
        assertEquals(List.of(), misnamed, "a package a module exports is named after the module");
    }
}
