/// The phase of an asynchronous operation run by `useAsync` and friends.
///
///     switch useAsync(.once) { await loadUser() } {
///     case .pending, .running: "Loading"
///     case .success(let user): user.name
///     case .failure: "Failed"
///     }
public enum AsyncPhase<Success, Failure: Error> {
    /// Not started yet.
    case pending
    /// Started, no result yet.
    case running
    /// Finished with a value.
    case success(Success)
    /// Finished with an error.
    case failure(Failure)

    /// Whether the phase is `.pending`.
    public var isPending: Bool {
        if case .pending = self { return true }
        return false
    }

    /// Whether the phase is `.running`.
    public var isRunning: Bool {
        if case .running = self { return true }
        return false
    }

    /// Whether the phase is `.success`.
    public var isSuccess: Bool { value != nil }

    /// Whether the phase is `.failure`.
    public var isFailure: Bool { error != nil }

    /// The value of `.success`, else `nil`.
    public var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The error of `.failure`, else `nil`.
    public var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// The result of a finished phase, else `nil`.
    public var result: Result<Success, Failure>? {
        switch self {
        case .pending, .running: nil
        case .success(let value): .success(value)
        case .failure(let error): .failure(error)
        }
    }

    /// Transforms the value of `.success`.
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> AsyncPhase<
        NewSuccess, Failure
    > {
        flatMap { .success(transform($0)) }
    }

    /// Transforms the error of `.failure`.
    public func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> AsyncPhase<
        Success, NewFailure
    > {
        flatMapError { .failure(transform($0)) }
    }

    /// Replaces `.success` with the phase the transform returns, which may be any phase.
    ///
    ///     let profile = phase.flatMap { user in
    ///         user.isComplete ? .success(user.profile) : .running
    ///     }
    public func flatMap<NewSuccess>(_ transform: (Success) -> AsyncPhase<NewSuccess, Failure>)
        -> AsyncPhase<NewSuccess, Failure>
    {
        switch self {
        case .pending: .pending
        case .running: .running
        case .success(let value): transform(value)
        case .failure(let error): .failure(error)
        }
    }

    /// Replaces `.failure` with the phase the transform returns, which may be any phase.
    ///
    ///     let retried = phase.flatMapError { _ in .pending }
    public func flatMapError<NewFailure>(_ transform: (Failure) -> AsyncPhase<Success, NewFailure>)
        -> AsyncPhase<Success, NewFailure>
    {
        switch self {
        case .pending: .pending
        case .running: .running
        case .success(let value): .success(value)
        case .failure(let error): transform(error)
        }
    }

    /// The finished phase of `result`.
    public init(_ result: Result<Success, Failure>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }
}

extension AsyncPhase: Equatable where Success: Equatable, Failure: Equatable {}
extension AsyncPhase: Hashable where Success: Hashable, Failure: Hashable {}
extension AsyncPhase: Sendable where Success: Sendable {}
