# exec and eval with a globals dict put the builtins into it as __builtins__ (a dict), as CPython does.
ns = {}
exec("def sq(x): return x * x\nr = sq(4)", ns)
print(ns["r"], "__builtins__" in ns, sorted(k for k in ns if not k.startswith("__")), type(ns["__builtins__"]).__name__)
g = {"a": 2}
print(eval("a * 3 + len('xy')", g), sorted(g)[:1], "__builtins__" in g)
l = {}
exec("z = 1", None, l) if False else exec("z = 1", {}, l)
print(l)
# expect: 16 True ['r', 'sq'] dict
# expect: 8 ['__builtins__'] True
# expect: {'z': 1}
