nonisolated extension TodoTransfer {
    /// What was left out, one sentence for each kind of cut, with the counts;
    /// nil when nothing was.
    var notice: String? {
        var sentences: [String] = []
        if leftOutTodos {
            sentences.append(
                "Only the first \(todos.count) todos were added: "
                    + "one paste or drop adds at most \(Self.maximumTodos).")
        }
        if shortenedTitles == 1 {
            sentences.append(
                "1 title was cut to its first \(Self.maximumTitleLength) characters.")
        } else if shortenedTitles > 1 {
            sentences.append(
                "\(shortenedTitles) titles were cut to their first "
                    + "\(Self.maximumTitleLength) characters.")
        }
        if unreadFiles == 1 {
            sentences.append(
                "1 dropped file was not read: one drop reads at most \(Self.maximumFiles) files "
                    + "and adds at most \(Self.maximumTodos) todos.")
        } else if unreadFiles > 1 {
            sentences.append(
                "\(unreadFiles) dropped files were not read: one drop reads at most "
                    + "\(Self.maximumFiles) files and adds at most \(Self.maximumTodos) todos.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
