# golden-module: eval and exec with explicit namespaces in a module's functions
SCALE = 5


def with_globals():
    g = {"a": 2}
    first = eval("a + 1", g)
    exec("b = a * 10", g)
    return first, g["b"], "SCALE" in g, "__builtins__" in g


def with_locals_only():
    box = {}
    exec("c = SCALE + 1", None, box)
    return box, eval("SCALE * y", None, {"y": 3})


def both():
    loc = {"y": 4}
    value = eval("y", {"y": 3}, loc)
    exec("def f():\n    return SCALE\nr = f()", {"SCALE": 9}, loc)
    return value, loc["r"], sorted(loc)


def scoped(n):
    seen = eval("sorted(locals())")
    return seen, eval("n + SCALE")
