import CGtk
import Gtk
import XCTest

final class ApplicationTests: GtkTestCase {
    func testTheGeneratedMembersOfGApplicationAndGtkApplicationReachTheApplication() {
        MainActor.assumeIsolated {
            let application = Application(id: "org.gtkhooks.GeneratedMembers", isUnique: false)
            XCTAssertEqual(application.applicationId, "org.gtkhooks.GeneratedMembers")
            XCTAssertFalse(application.isRegistered, "not registered before it runs")
            application.setAccelsForAction(detailedActionName: "app.quit", accels: ["<Control>q"])
            XCTAssertEqual(
                application.accelsForAction(detailedActionName: "app.quit"), ["<Control>q"])
            XCTAssertEqual(Application.gType, gtk_application_get_type())
        }
    }

    func testRunCallsActivateAndReturnsZeroWhenTheLastWindowCloses() {
        MainActor.assumeIsolated {
            var activations = 0
            let status = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                activations += 1
                let window = Window(application: application)
                window.present()
                XCTAssertEqual(application.windowCount, 1)
                Source.idle {
                    window.close()
                    return .remove
                }
            }
            XCTAssertEqual(status, 0)
            XCTAssertEqual(activations, 1)
        }
    }

    func testRunKeepsUnknownOptionsAndArgumentsForTheAppInsteadOfFailing() {
        MainActor.assumeIsolated {
            var seen: [String] = []
            let arguments = ["GtkTests", "--foo", "bar", "--", "-x"]
            let status = Application.run(isUnique: false, arguments: arguments) { application in
                seen = application.launchArguments
            }
            XCTAssertEqual(status, 0, "GApplication did not reject --foo")
            XCTAssertEqual(seen, arguments)
        }
    }

    func testACommandLineHandlerGetsTheArgumentsAndGivesTheExitStatus() {
        MainActor.assumeIsolated {
            var seen: [String] = []
            let status: Int32
            do {
                let application = Application(isUnique: false)
                application.onCommandLine { arguments in
                    seen = arguments
                    return 3
                }
                status = application.run(arguments: ["GtkTests", "--unknown", "file.txt"])
            }
            MainLoop.drainPendingEvents()
            XCTAssertEqual(status, 3)
            XCTAssertEqual(seen, ["GtkTests", "--unknown", "file.txt"])
        }
    }

    func testACommandLineHandlerGetsArgumentsThatAreNotUTF8ByteForByte() {
        MainActor.assumeIsolated {
            let name = Array("bad".utf8) + [0xFF, 0xFE] + Array(".json".utf8)
            var seen: (arguments: [[UInt8]], directory: [UInt8]?)?
            var strings: [String] = []
            do {
                let application = Application(isUnique: false)
                application.onCommandLine { arguments in
                    seen = Application.commandLineBytes
                    strings = arguments
                    return 0
                }
                _ = application.run(argumentBytes: [Array("GtkTests".utf8), name])
            }
            MainLoop.drainPendingEvents()
            XCTAssertEqual(seen?.arguments, [Array("GtkTests".utf8), name])
            XCTAssertNotNil(seen?.directory)
            XCTAssertEqual(strings.last, "bad\u{FFFD}\u{FFFD}.json", "the strings are for showing")
            XCTAssertNil(Application.commandLineBytes, "only set while the handler runs")
        }
    }

    func testShutdownDestroysWindowsStillOpenWhenTheAppQuits() {
        MainActor.assumeIsolated {
            var kept: [Window] = []
            _ = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                for title in ["one", "two"] {
                    let window = Window(application: application)
                    window.title = title
                    window.present()
                    kept.append(window)
                }
                Source.idle {
                    application.quit()
                    return .remove
                }
            }
            XCTAssertEqual(kept.map(\.referenceCount), [1, 1], "only Swift's reference is left")
            kept.removeAll()
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testHoldKeepsAnAppWithoutWindowsRunning() {
        MainActor.assumeIsolated {
            var ranWhileHeld = false
            _ = Application.run(isUnique: false, arguments: ["GtkTests"]) { application in
                application.hold()
                Source.idle {
                    ranWhileHeld = true
                    application.release()
                    return .remove
                }
            }
            XCTAssertTrue(ranWhileHeld)
        }
    }
}
