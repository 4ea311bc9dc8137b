print("BridgeBenchmark")
