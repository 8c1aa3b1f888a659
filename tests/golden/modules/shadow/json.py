# golden-module: shadows the standard library json (CPython imports json only on demand)
X = "mine"
