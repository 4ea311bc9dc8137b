import FoundationEssentials

extension Note {
    /// The number of words of the body: runs of letters and digits.
    var wordCount: Int {
        body.split { !$0.isLetter && !$0.isNumber }.count
    }

    /// The number of characters of the body.
    var characterCount: Int { body.count }
}
