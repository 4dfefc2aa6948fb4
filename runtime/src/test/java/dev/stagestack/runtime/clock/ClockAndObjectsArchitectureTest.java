package dev.stagestack.runtime.clock;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The frame clock and the object store are leaf packages of the runtime
 * core: they use only the JDK's {@code java.*} packages (so no JavaFX, and
 * no other part of the runtime) and run headless in plain JUnit.
 */
class ClockAndObjectsArchitectureTest {

    private final JavaClasses classes = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.runtime.clock", "dev.stagestack.runtime.objects");

    @Test
    void clockUsesOnlyTheJdkAndItself() {
        classes().that().resideInAPackage("dev.stagestack.runtime.clock")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "dev.stagestack.runtime.clock")
                .check(classes);
    }

    @Test
    void objectStoreUsesOnlyTheJdkAndItself() {
        classes().that().resideInAPackage("dev.stagestack.runtime.objects")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "dev.stagestack.runtime.objects")
                .check(classes);
    }
}
