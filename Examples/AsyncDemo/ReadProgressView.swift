import GtkHooks

/// Reads every file of the directory and shows how far it has come, through
/// `useAsyncSequence` (the Linux stand-in for SwiftUI Hooks' `usePublisher`).
struct ReadProgressView: HookView {
    /// The directory's path as the file system takes it.
    let path: [UInt8]

    var hookBody: some View {
        let phase = useAsyncSequence(.once) { readFiles(in: path) }

        VStack(spacing: 4) {
            switch phase {
            case .pending, .running:
                ProgressView(value: 0)
                Text("Reading files...")
            case .success(let progress):
                ProgressView(value: progress.fraction)
                Text(progress.summary)
            case .failure(let error):
                ErrorView(message: "\(error)")
            }
        }
        .accessibilityLabel("Read progress")
    }
}
