extension JSONObjectScanner {
    /// A position in a JSON text that reads one token at a time (RFC 8259).
    struct Cursor {
        let bytes: [UInt8]
        var index = 0

        /// Skips white space, then takes `byte` if it is next.
        mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Skips white space, then takes `byte`; throws when another is next.
        mutating func expect(_ byte: UInt8) throws {
            guard consume(byte) else { throw Malformed(offset: index) }
        }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
        }

        /// The next value as written: scalars, arrays and objects of any depth.
        mutating func value() throws -> ArraySlice<UInt8> {
            skipSpace()
            let start = index
            // The closing bracket of each container the value is inside.
            var closers: [UInt8] = []
            while true {
                skipSpace()
                guard index < bytes.count else { throw Malformed(offset: index) }
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    index += 1
                    if !consume(UInt8(ascii: "}")) {
                        _ = try string()
                        try expect(UInt8(ascii: ":"))
                        closers.append(UInt8(ascii: "}"))
                        continue
                    }
                case UInt8(ascii: "["):
                    index += 1
                    if !consume(UInt8(ascii: "]")) {
                        closers.append(UInt8(ascii: "]"))
                        continue
                    }
                case UInt8(ascii: "\""): _ = try string()
                case UInt8(ascii: "t"): try literal("true")
                case UInt8(ascii: "f"): try literal("false")
                case UInt8(ascii: "n"): try literal("null")
                default: try number()
                }
                // A value ended: close the containers it ends, or go on to the next element.
                while let closer = closers.last {
                    if consume(UInt8(ascii: ",")) {
                        if closer == UInt8(ascii: "}") {
                            _ = try string()
                            try expect(UInt8(ascii: ":"))
                        }
                        break
                    }
                    try expect(closer)
                    closers.removeLast()
                }
                if closers.isEmpty { return bytes[start..<index] }
            }
        }

        /// The next string, quotes included; throws on a raw control
        /// character or a bad escape.
        mutating func string() throws -> ArraySlice<UInt8> {
            skipSpace()
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Malformed(offset: index)
            }
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return bytes[start..<index]
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { throw Malformed(offset: index) }
                    let escaped = bytes[index]
                    index += 1
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            guard index < bytes.count, isHexDigit(bytes[index]) else {
                                throw Malformed(offset: index)
                            }
                            index += 1
                        }
                    } else if !Array(#""\/bfnrt"#.utf8).contains(escaped) {
                        throw Malformed(offset: index - 1)
                    }
                case 0..<0x20: throw Malformed(offset: index - 1)
                default: continue
                }
            }
            throw Malformed(offset: index)
        }

        private mutating func literal(_ word: String) throws {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { throw Malformed(offset: index) }
            index += expected.count
        }

        /// Takes a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
        private mutating func number() throws {
            _ = take { $0 == UInt8(ascii: "-") }
            if !take({ $0 == UInt8(ascii: "0") }) {
                guard take(isNonZeroDigit) else { throw Malformed(offset: index) }
                while take(isDigit) {}
            }
            if take({ $0 == UInt8(ascii: ".") }) {
                guard take(isDigit) else { throw Malformed(offset: index) }
                while take(isDigit) {}
            }
            if take({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
                _ = take { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }
                guard take(isDigit) else { throw Malformed(offset: index) }
                while take(isDigit) {}
            }
        }

        private mutating func take(_ matches: (UInt8) -> Bool) -> Bool {
            guard index < bytes.count, matches(bytes[index]) else { return false }
            index += 1
            return true
        }
    }
}

private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
private func isNonZeroDigit(_ byte: UInt8) -> Bool { (0x31...0x39).contains(byte) }
private func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
}
