// swift-tools-version: 6.2
// Tools 6.2 is the first with `.defaultIsolation(MainActor.self)`, which lets
// the app and its headless tests call hooks as SwiftUI Hooks code does.

import PackageDescription

/// App code runs on the main actor by default, as GTK and the hooks need.
let appIsolation: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// A product of GtkHooks.
func gtkHooks(_ product: String) -> Target.Dependency {
    .product(name: product, package: "{{GTKHOOKS_PACKAGE}}")
}

/// GtkHooks: the checkout at `GTKHOOKS_PATH` when that is set (the Flatpak
/// build, which has no network and copies the checkout into the build
/// folder; its last path component must be the package name below),
/// else the one the app was made with.
let gtkHooksDependency: Package.Dependency =
    Context.environment["GTKHOOKS_PATH"].map { .package(path: $0) }
    ?? {{GTKHOOKS_DEPENDENCY}}

let package = Package(
    name: "{{NAME}}",
    dependencies: [gtkHooksDependency],
    targets: [
        // The app: `make demo`, `make dev`, `make package`.
        .executableTarget(
            name: "{{NAME}}", dependencies: [gtkHooks("GtkHooks")], swiftSettings: appIsolation),
        // Hooks with HookTester and views on TestHost: no display needed.
        .testTarget(
            name: "{{NAME}}Tests",
            dependencies: ["{{NAME}}", gtkHooks("HooksTesting"), gtkHooks("TestHost")],
            swiftSettings: appIsolation),
        // Views in real GTK windows under Xvfb. No main-actor default here:
        // XCTest on Linux calls test methods and `setUp` nonisolated, so the
        // tests enter the main actor with `MainActor.assumeIsolated`.
        .testTarget(
            name: "{{NAME}}GtkTests",
            dependencies: [
                "{{NAME}}", gtkHooks("GtkHooks"), gtkHooks("GtkTesting"),
                gtkHooks("GtkTestSupport"),
            ]),
    ]
)
