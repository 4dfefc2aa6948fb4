package dev.stagestack.runtime;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The runtime core runs without a display toolkit; only runtime.fx may use JavaFX. */
class ArchitectureTest {

    private final JavaClasses runtime = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.runtime");

    @Test
    void coreGraphAndTraceDoNotUseJavaFxOrAwt() {
        noClasses().that().resideOutsideOfPackage("dev.stagestack.runtime.fx..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
                .check(runtime);
    }

    @Test
    void nothingButTheFxPackageAndTheCliReachesIntoTheFxPackageOrOtherModules() {
        noClasses().that().resideOutsideOfPackages("dev.stagestack.runtime.fx..", "dev.stagestack.runtime.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.stagestack.runtime.fx..", "dev.stagestack.editor..", "dev.stagestack.samples..")
                .because("data flows one way: model -> runtime core -> player and CLI")
                .check(runtime);
    }

    @Test
    void theCoreDoesNotDependOnTheInterpreterOrTheTrace() {
        noClasses().that().resideInAPackage("dev.stagestack.runtime")
                .should().dependOnClassesThat().resideInAnyPackage("dev.stagestack.runtime.graph..",
                        "dev.stagestack.runtime.trace..")
                .check(runtime);
    }
}
