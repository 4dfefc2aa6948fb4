package dev.stagestack.tools;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tools work on a graph and its runs without a window: the command line and the editor use them,
 * and they use only the model and the runtime, with no cycle between their packages.
 */
class ToolsArchitectureTest {

    private final JavaClasses tools = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.tools");

    @Test
    void theToolsUseNoToolkitAndNoCommandLineLibrary() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "java.awt..", "javax.swing..", "picocli..")
                .check(tools);
    }

    @Test
    void theToolsDoNotReachIntoThePlayerOrTheEditor() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "dev.stagestack.player.fx..",
                        "dev.stagestack.player.cli..",
                        "dev.stagestack.player.desktop..",
                        "dev.stagestack.editor..",
                        "dev.stagestack.samples..",
                        "dev.stagestack.web..")
                .because("data flows one way: model -> runtime core -> tools -> player and CLI")
                .check(tools);
    }

    @Test
    void theToolsPackagesHaveNoCycle() {
        slices().matching("dev.stagestack.tools.(*)..")
                .should()
                .beFreeOfCycles()
                .check(tools);
    }

    /** The Maven side: JavaFX and picocli are not on the tools' (test) class path. */
    @ParameterizedTest
    @ValueSource(strings = {"javafx.application.Platform", "picocli.CommandLine"})
    void javaFxAndPicocliAreNotInTheToolsDependencyTree(String className) {
        assertThrows(
                ClassNotFoundException.class,
                () -> Class.forName(className, false, getClass().getClassLoader()));
    }
}
