import Testing

@Test("the WidgetsTests target builds") func targetBuilds() {}
