/// The classes to generate and the hand-written classes they build on, read
/// from the class list file (`Gir/Classes.txt`).
///
/// Each line is a GIR class name to generate, or `hand-written <GIR name>
/// <Swift name> <members...>` for a class wrapped by hand: generated code uses
/// it as a base class and in signatures, and never redeclares the listed
/// members. `#` starts a comment.
struct ClassList: Equatable {
    /// GIR names of the classes to generate, in file order.
    var generated: [String] = []
    /// Hand-written classes by GIR name (`Widget`, `GObject.Object`).
    var handWritten: [String: HandWritten] = [:]
    /// Enumerations wrapped by hand under their GIR name, with `cValue` and
    /// `init(cValue:)` as generated ones have (`hand-written-enum <GIR name>`).
    var handWrittenEnums: Set<String> = []
    /// Interfaces not generated as protocols because a hand-written type has
    /// their name (`hand-written-interface <GIR name>`).
    var handWrittenInterfaces: Set<String> = []
    /// Generated classes that a hand-written extension completes
    /// (`extended <GIR name> <members...>`), with the members it declares:
    /// Swift names, and `init(label:)` signatures of its initializers.
    var extended: [String: Set<String>] = [:]
    /// Swift names for GIR classes whose own name would collide with a Swift
    /// or GtkHooks type (`rename <GIR name> <Swift name>`).
    var renamed: [String: String] = [:]
    /// The hand-written base of the root classes of fundamental types
    /// (`hand-written-fundamental <Swift name> <members...>`: `Fundamental`),
    /// with the members generated classes must not redeclare.
    var fundamentalBase: HandWritten?
    /// Classes whose objects live as long as the process (a display, its
    /// clipboard): their wrappers are not counted in `LiveObjects`
    /// (`untracked <GIR names...>`).
    var untracked: Set<String> = []

    /// A class wrapped by hand.
    struct HandWritten: Equatable {
        /// Its Swift name.
        var swiftName: String
        /// Whether generated code may wrap a pointer in it (`init(sinking:)` is reachable).
        var isWrappable: Bool
        /// Public member names that subclasses must not redeclare.
        var members: Set<String>
    }

    /// The Swift name of the generated class `name`.
    func swiftName(_ name: String) -> String {
        renamed[name] ?? String(name.split(separator: ".").last ?? Substring(name))
    }

    /// Parses the text of a class list file.
    init(parsing text: String) {
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map(String.init) ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            if first == "hand-written-interface", words.count == 2 {
                handWrittenInterfaces.insert(words[1])
                continue
            }
            if first == "extended", words.count >= 2 {
                generated.append(words[1])
                extended[words[1]] = Set(words.dropFirst(2))
                continue
            }
            if first == "hand-written-fundamental", words.count >= 2 {
                fundamentalBase = HandWritten(
                    swiftName: words[1], isWrappable: true, members: Set(words.dropFirst(2)))
                continue
            }
            if first == "untracked" {
                untracked.formUnion(words.dropFirst())
                continue
            }
            if first == "rename", words.count == 3 {
                renamed[words[1]] = words[2]
                continue
            }
            if first == "hand-written-enum", words.count == 2 {
                handWrittenEnums.insert(words[1])
                continue
            }
            if first == "hand-written" || first == "hand-written-final", words.count >= 3 {
                handWritten[words[1]] = HandWritten(
                    swiftName: words[2], isWrappable: first == "hand-written",
                    members: Set(words.dropFirst(3)))
            } else {
                generated.append(first)
            }
        }
    }
}
