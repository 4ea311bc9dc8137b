// The runner's handle on one program's process: launch, one command line
// out, one reply line back.

import Foundation

final class ChildProcess {
    let program: ProgramName
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    /// Launches this executable with `--program <program>`, inheriting the
    /// display and the environment; under `launcher` (a command and its
    /// arguments, such as valgrind's) when one is given.
    init(_ program: ProgramName, launcher: [String] = []) throws {
        self.program = program
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let command = launcher + [executable, "--program", program.rawValue]
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// The next line the program prints; stops the run if it fails or exits.
    func readReply(expecting word: String) -> [Substring] {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                let words = line.split(separator: " ")
                guard words.first.map(String.init) == word else {
                    fatalError("\(program.label) answered \"\(line)\", expected \(word)")
                }
                return Array(words.dropFirst())
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { fatalError("\(program.label) exited before answering") }
            buffer.append(chunk)
        }
    }

    /// Closes the program's stdin and waits for it to exit.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
