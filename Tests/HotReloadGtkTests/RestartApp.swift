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

/// `Counter` showing `word`, its count and mode, and a `List` of two rows ("row a 7")
/// each with a count of its own.
///
/// The count and mode start from `startFile` ("<count> <mode>"). `loads` false adds a call to a function no library defines: the
/// image builds and links, and fails to load.
func restartCounter(_ word: String, startFile: String, loads: Bool = true) -> String {
    """
    import Foundation
    import GtkHooks

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
            VStack {
                Text("\(word) \\(count.wrappedValue) \\(mode.wrappedValue.rawValue)")
                Button("add \(loads ? "" : "\\(undefined())")") { count.wrappedValue += 1 }
                List(["a", "b"], id: \\.self) { Tally(name: $0) }
            }
        }
    }

    """
}
