// The sources of the app the restart tests run under a DevRunner process.
// Its state starts from a file the test rewrites before each restart: state
// read again at a fresh start would show the file's new values, state that
// came back shows the old ones.

/// The app's entry file, never edited.
let restartAppMain = """
    import GtkHooks

    @main
    struct RestartTestApp: App {
        var body: some Scene {
            Window("Restart", width: 320, height: 200) { Counter() }
        }
    }

    """

/// How a version of `Counter` goes wrong once its body runs.
enum BodyFault {
    case none
    /// `fatalError` in the body.
    case traps
    /// The body never returns.
    case neverReturns
    /// The count goes up by one every 300 ms, and the body traps once it is 12: the
    /// state changes after the image rendered.
    case trapsOnceCountingTo12

    /// `fault(count)`, which the body calls.
    var source: String {
        switch self {
        case .none: "func fault(_ count: Int) -> Int { 0 }"
        case .traps: "func fault(_ count: Int) -> Int { fatalError(\"Counter fails on purpose\") }"
        case .neverReturns: "func fault(_ count: Int) -> Int { while true { usleep(1000) } }"
        case .trapsOnceCountingTo12:
            """
            func fault(_ count: Int) -> Int {
                if count >= 12 { fatalError("Counter fails on purpose at \\(count)") }
                return 0
            }
            """
        }
    }

    /// Hook calls the body makes for it, as declarations: a bare call would be a child of
    /// the body's builder, and move the children after it to other paths.
    var hooks: String {
        guard case .trapsOnceCountingTo12 = self else { return "" }
        return """
            let _: Void = useEffect(.preserved(by: count.wrappedValue)) {
                let task = Task { @MainActor in
                    try? await Task.sleep(for: .milliseconds(300))
                    count.wrappedValue += 1
                }
                return { task.cancel() }
            }
            """
    }
}

/// `Counter` showing `word`, its count and mode, and a `List` of two rows ("row a 7")
/// each with a count of its own.
///
/// The count and mode start from `startFile` ("<count> <mode>"). `loads` false adds a call
/// to a function no library defines: the image builds and links, and fails to load.
func restartCounter(
    _ word: String, startFile: String, loads: Bool = true, fault: BodyFault = .none
) -> String {
    """
    import Foundation
    import GtkHooks

    \(fault.source)

    enum Mode: String, Codable { case plain, loud }

    \(loads ? "" : "@_silgen_name(\"gtkhooks_test_undefined\") func undefined() -> Int")

    func startValues() -> (count: Int, mode: Mode) {
        let text = (try? String(contentsOfFile: "\(startFile)", encoding: .utf8)) ?? ""
        let parts = text.split(separator: " ").map(String.init)
        return (Int(parts.first ?? "") ?? -1, Mode(rawValue: parts.last ?? "") ?? .plain)
    }

    /// A row of a `List`: a root of its own, whose state starts from the file too.
    struct Tally: HookView {
        let name: String
        var hookBody: some View {
            let tally = useState(startValues().count)
            Text("row \\(name) \\(tally.wrappedValue)")
        }
    }

    struct Counter: HookView {
        var hookBody: some View {
            let start = startValues()
            let count = useState(start.count)
            let mode = useState(start.mode)
            \(fault.hooks)
            let _ = fault(count.wrappedValue)
            VStack {
                Text("\(word) \\(count.wrappedValue) \\(mode.wrappedValue.rawValue)")
                Button("add \(loads ? "" : "\\(undefined())")") { count.wrappedValue += 1 }
                List(["a", "b"], id: \\.self) { Tally(name: $0) }
            }
        }
    }

    """
}
