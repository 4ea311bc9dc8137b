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
    /// (`extended <GIR name>`, then one indented line per member: `<member>
    /// <reason>`), with the members it declares in place of generated ones:
    /// Swift names, and `init(label:)` signatures of its initializers.
    var extended: [String: Set<String>] = [:]
    /// Why each member of an `extended` class is written by hand, by class
    /// and member; the coverage report gives it for the skipped GIR member.
    var reasons: [String: [String: String]] = [:]
    /// Lines the parser could not take, each with what to write instead.
    var problems: [String] = []
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
        var block: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                .first.map(String.init) ?? ""
            let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            if line.first?.isWhitespace == true {
                readMember(words, of: block, line: index + 1)
                continue
            }
            block = nil
            if first == "extended", words.count >= 2 {
                generated.append(words[1])
                extended[words[1], default: []] = []
                block = words[1]
                if words.count > 2 {
                    problems.append(
                        "line \(index + 1): give each member of extended \(words[1]) on an "
                            + "indented line of its own, followed by why it is written by hand")
                }
                continue
            }
            read(words)
        }
    }

    /// Reads an indented `<member> <reason>` line of an `extended` block.
    private mutating func readMember(_ words: [String], of block: String?, line: Int) {
        guard let block else {
            problems.append("line \(line): an indented line belongs under an `extended` class")
            return
        }
        guard words.count >= 2 else {
            problems.append(
                "line \(line): say why \(words[0]) of \(block) is written by hand, after its name")
            return
        }
        extended[block, default: []].insert(words[0])
        reasons[block, default: [:]][words[0]] = words.dropFirst().joined(separator: " ")
    }

    /// Reads a line that is not part of an `extended` block.
    private mutating func read(_ words: [String]) {
        let first = words[0]
        if first == "hand-written-interface", words.count == 2 {
            handWrittenInterfaces.insert(words[1])
        } else if first == "hand-written-fundamental", words.count >= 2 {
            fundamentalBase = HandWritten(
                swiftName: words[1], isWrappable: true, members: Set(words.dropFirst(2)))
        } else if first == "untracked" {
            untracked.formUnion(words.dropFirst())
        } else if first == "rename", words.count == 3 {
            renamed[words[1]] = words[2]
        } else if first == "hand-written-enum", words.count == 2 {
            handWrittenEnums.insert(words[1])
        } else if first == "hand-written" || first == "hand-written-final", words.count >= 3 {
            handWritten[words[1]] = HandWritten(
                swiftName: words[2], isWrappable: first == "hand-written",
                members: Set(words.dropFirst(3)))
        } else {
            generated.append(first)
        }
    }
}
