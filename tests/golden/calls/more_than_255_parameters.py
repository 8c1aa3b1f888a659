# A def or lambda of any number of parameters, keyword-only ones and defaults: CPython has no
# limit (Weft refused more than 255, and crashed compiling more than 260).
N = 300
names = [f"p{i}" for i in range(N)]
ns = {}
exec(f"def f({', '.join(names)}):\n    return p0 + p{N - 1}\n", ns)
exec(f"def g({', '.join(names)}, *, {', '.join('k' + n for n in names)}):\n    return p{N - 1} * kp{N - 1}\n", ns)
exec(f"def h({', '.join(n + '=' + n[1:] for n in names)}):\n    return p0 + p{N - 1}\n", ns)
exec(f"lam = lambda {', '.join(names)}: p{N - 1} - p1", ns)
f, g, h, lam = ns["f"], ns["g"], ns["h"], ns["lam"]
print(f(*range(N)), g(*range(N), **{"kp%d" % i: i for i in range(N)}), lam(*range(N)))
print(h(), h(p299=1), h.__code__.co_argcount, len(h.__defaults__), g.__code__.co_kwonlyargcount)
try:
    f(1, 2)
except TypeError as e:  # the whole list of 298 names, as CPython writes it
    msg = str(e)
    print(msg[:70])
    print(msg[-40:], msg.count("'"))
try:
    g(*range(N), kp0=1)
except TypeError as e:
    print(str(e)[:72], str(e).count("'"))

# expect: 299 89401 298
# expect: 299 1 300 300 300
# expect: f() missing 298 required positional arguments: 'p2', 'p3', 'p4', 'p5',
# expect: 295', 'p296', 'p297', 'p298', and 'p299' 596
# expect: g() missing 299 required keyword-only arguments: 'kp1', 'kp2', 'kp3', 'k 598
