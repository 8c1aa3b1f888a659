# exec(text, globals[, locals]): assignments go into the dict (locals when given).
d = {"a": 2}
exec("b = a * 3\ndef h():\n    return b + 1\nc = h()", d)
print(d["a"], d["b"], d["c"], d["h"]())
exec("def fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\nr = fact(5)", d)
print(d["r"], d["fact"](6))
exec("class P:\n    def __init__(self, v):\n        self.v = v\np = P(3)", d)
print(d["p"].v)
g = {}
exec("total = 0\nfor i in range(5):\n    total += i\n", g)
print(g["total"], g["i"])
l = {}
exec("a = 1", g, l)
print(l, "a" in g)

# expect: 2 6 7 7
# expect: 120 720
# expect: 3
# expect: 10 4
# expect: {'a': 1} False
