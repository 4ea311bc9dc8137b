import AppServices
import Foundation
import Testing
import Widgets

@Suite struct XDGBaseDirectoryTests {
    /// An environment holding `variables`, as bytes.
    private func environment(_ variables: [String: [UInt8]]) -> (String) -> [UInt8]? {
        { variables[$0] }
    }

    @Test("an absolute XDG variable is the directory, byte for byte")
    func absoluteVariable() {
        let config = Array("/tmp/conf".utf8) + [0xFF, 0xFE]
        let data = Array("/tmp/da".utf8) + [0xE9]
        let variables = [
            "XDG_CONFIG_HOME": config, "XDG_DATA_HOME": data, "HOME": Array("/h".utf8),
        ]
        #expect(
            XDGBaseDirectory.config.url(environment: environment(variables)).filePathBytes == config
        )
        #expect(
            XDGBaseDirectory.data.url(environment: environment(variables)).filePathBytes == data)
    }

    @Test("an unset, empty or relative XDG variable gives the directory under HOME's bytes")
    func fallsBackToHome() {
        let home = Array("/home/ad".utf8) + [0xE1]
        for value: [UInt8]? in [nil, [], Array("relative/config".utf8)] {
            var variables = ["HOME": home]
            variables["XDG_CONFIG_HOME"] = value
            variables["XDG_DATA_HOME"] = value
            #expect(
                XDGBaseDirectory.config.url(environment: environment(variables)).filePathBytes
                    == home + Array("/.config".utf8))
            #expect(
                XDGBaseDirectory.data.url(environment: environment(variables)).filePathBytes
                    == home + Array("/.local/share".utf8))
        }
    }

    @Test("without HOME the home directory is the user's own, from the password database")
    func homeFromThePasswordDatabase() throws {
        let entry = try #require(getpwuid(getuid()))
        let home = String(cString: entry.pointee.pw_dir)
        let url = XDGBaseDirectory.config.url(environment: environment([:]))
        #expect(url.filePathBytes == Array((home == "/" ? "" : home).utf8) + Array("/.config".utf8))
    }
}
