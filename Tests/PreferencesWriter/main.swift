// `PreferencesWriter <file> <key> <count>`: sets `key` to 1, 2, ... `count` in
// the preferences file `file`, one write each, as a running app's
// `usePreference` does. Two of them at once are two apps of one id.

import AppServices
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count > 0 else {
    FileHandle.standardError.write(Data("usage: PreferencesWriter <file> <key> <count>\n".utf8))
    exit(2)
}
let preferences = Preferences(url: URL(fileURLWithPath: arguments[1]))
for value in 1...count {
    preferences.set(value, for: arguments[2])
}
