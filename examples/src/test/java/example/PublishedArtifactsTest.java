package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.stagestack.model.Graph;
import dev.stagestack.runtime.StateStack;
import dev.stagestack.testkit.RunTester;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The artifacts as a game's build gets them: named modules that need nothing beyond the JDK, and a
 * core (runtime + shared-model) under 500 KB without JavaFX, picocli or a JSON library on its path.
 * Runs on the packaged jars, so under {@code mvn verify} (not {@code mvn test}, which has no jars).
 */
class PublishedArtifactsTest {

    private static final long CORE_BUDGET_BYTES = 500 * 1024;

    private static Path jarOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    private static List<Path> jars() throws URISyntaxException {
        List<Path> jars = List.of(jarOf(Graph.class), jarOf(StateStack.class), jarOf(RunTester.class));
        assumeTrue(jars.stream().allMatch(Files::isRegularFile), "the modules are not packaged yet: run mvn verify");
        return jars;
    }

    @Test
    void theJarsAreNamedModulesThatResolveWithTheJdkAlone() throws Exception {
        ModuleFinder finder = ModuleFinder.of(jars().toArray(Path[]::new));
        Configuration resolved = ModuleLayer.boot().configuration()
                .resolve(finder, ModuleFinder.of(), Set.of("dev.stagestack.testkit"));

        Set<String> ours = resolved.modules().stream().map(ResolvedModule::name).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(Set.of("dev.stagestack.model", "dev.stagestack.runtime", "dev.stagestack.testkit"), ours);
        ModuleDescriptor runtime = finder.find("dev.stagestack.runtime").orElseThrow().descriptor();
        assertEquals(Set.of("dev.stagestack.model", "java.base"),
                runtime.requires().stream().map(ModuleDescriptor.Requires::name).collect(Collectors.toSet()));
        assertTrue(runtime.uses().contains("dev.stagestack.runtime.graph.BehaviorProvider"));

        ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(resolved, ClassLoader.getPlatformClassLoader());
        Class<?> stack = layer.findLoader("dev.stagestack.runtime").loadClass("dev.stagestack.runtime.StateStack");
        assertEquals("dev.stagestack.runtime", stack.getModule().getName());
    }

    @Test
    void theCoreIsUnderItsSizeBudget() throws Exception {
        jars();
        long core = Files.size(jarOf(Graph.class)) + Files.size(jarOf(StateStack.class));
        assertTrue(core < CORE_BUDGET_BYTES, "runtime + shared-model: " + core + " bytes");
    }

    @ParameterizedTest
    @ValueSource(strings = {"javafx.application.Platform", "picocli.CommandLine", "com.google.gson.Gson"})
    void nothingElseComesWithTheCore(String className) {
        assertThrows(ClassNotFoundException.class, () -> Class.forName(className));
    }
}
