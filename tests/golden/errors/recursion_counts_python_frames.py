# The recursion limit counts the Python frames running and the levels of C recursion together
# (CPython 3.11's one counter): a comparison of nested containers or a json.dumps that fits at
# module level raises RecursionError when called 30 frames deep.
import json


def nest(n, make):
    x = 0
    for _ in range(n):
        x = make(x)
    return x


def at_depth(k, f):
    if k == 0:
        return f()
    return at_depth(k - 1, f)


checks = [
    ("dict ==", lambda: nest(960, lambda x: {1: x}) == nest(960, lambda x: {1: x})),
    ("list <", lambda: nest(960, lambda x: [x]) < nest(960, lambda x: [x])),
    ("tuple ==", lambda: nest(960, lambda x: (x,)) == nest(960, lambda x: (x,))),
    ("json.dumps", lambda: len(json.dumps(nest(960, lambda x: [x])))),
]
for name, f in checks:
    for k in (0, 60):
        try:
            print(name, k, f() if k == 0 else at_depth(k, f))
        except RecursionError as e:
            print(name, k, "RecursionError:", e)
# expect: dict == 0 True
# expect: dict == 60 RecursionError: maximum recursion depth exceeded in comparison
# expect: list < 0 False
# expect: list < 60 RecursionError: maximum recursion depth exceeded in comparison
# expect: tuple == 0 True
# expect: tuple == 60 RecursionError: maximum recursion depth exceeded in comparison
# expect: json.dumps 0 1921
# expect: json.dumps 60 RecursionError: maximum recursion depth exceeded while encoding a JSON object
