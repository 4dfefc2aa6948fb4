package dev.stagestack.player.fx;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The player module: JavaFX stays in the player package, out of its view model; the desktop preflight runs without it. */
class PlayerArchitectureTest {

    private final JavaClasses player = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.player.fx", "dev.stagestack.player.cli", "dev.stagestack.player.desktop");

    @Test
    void theDesktopPreflightRunsWithoutJavaFx() {
        noClasses()
                .that()
                .resideInAPackage("dev.stagestack.player.desktop..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "dev.stagestack.player.fx..")
                .because("it must explain a missing display before JavaFX is loaded")
                .check(player);
    }

    @Test
    void theViewModelUsesNoToolkit() {
        noClasses()
                .that()
                .resideInAPackage("dev.stagestack.player.fx.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
                .because("the view model is tested in plain JUnit and the view watches it, not the other way round")
                .check(player);
    }

    @Test
    void theViewModelKnowsNothingOfTheView() {
        noClasses()
                .that()
                .resideInAPackage("dev.stagestack.player.fx.model..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.stagestack.player.fx")
                .because("the player's walk goes one way: key press, controller, session and view model, overlay")
                .check(player);
    }

    @Test
    void nothingReachesIntoTheEditorOrTheSamples() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.stagestack.editor..", "dev.stagestack.samples..")
                .check(player);
    }
}
