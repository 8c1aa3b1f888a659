# golden-module: globals() inside a module's functions
G = 5


def names():
    d = globals()
    return d["__name__"], d["G"], sorted(k for k in d if not k.startswith("__"))


def set_h():
    globals()["H"] = 7


def read_h():
    return H
