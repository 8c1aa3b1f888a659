# golden-module: a random.py beside its program shadows the standard library's, as in CPython
def random():
    return 0.5
