# golden-module: does not shadow functools (CPython has imported it before the program runs)
X = "mine"
