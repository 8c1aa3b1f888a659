# Counts Python does not limit: names in one import, global and nonlocal statements, 'except'
# clauses of one try, types in one except tuple, 'for' clauses in one comprehension, names a
# closure captures. Weft stopped at 64, 64, 256, 32 and crashed past 256 captured names.
src = "import " + ", ".join(["os", "sys", "math"] * 30) + "\n"
src += "from math import (" + ", ".join(["sin", "cos", "tan"] * 30) + ")\n"
src += "def setg():\n    global " + ", ".join(f"g{i}" for i in range(100)) + "\n    g99 = 5\n"
src += "try:\n    raise ValueError(3)\n"
src += "".join(f"except (IndexError, KeyError) as e{i}:\n    print({i})\n" for i in range(300))
src += "except ValueError as e:\n    print('caught', e)\n"
src += "print([a + b for a in range(2) " + " ".join(f"for x{i} in [0]" for i in range(40)) + " for b in range(2)])\n"
src += "def outer():\n" + "".join(f"    v{i} = {i}\n" for i in range(300))
src += "    def inner():\n        return " + " + ".join(f"v{i}" for i in range(300)) + "\n"
src += "    def setter():\n        nonlocal " + ", ".join(f"v{i}" for i in range(300)) + "\n        v0 = 1000\n"
src += "    setter()\n    return inner\n"
src += "fn = outer()\nprint(fn(), len(fn.__closure__))\nsetg()\nprint(g99, tan is math.tan)\n"
exec(src, {})

# expect: caught 3
# expect: [0, 1, 1, 2]
# expect: 45850 300
# expect: 5 True
