import Testing

@Test("the TestHostTests target builds") func targetBuilds() {}
