# A __repr__ or __str__ that formats self recurses until the recursion limit, which counts
# CPython's C levels too: PyObject_Repr/PyObject_Str (and a list's repr) are a level each, so is
# object.__format__ (a builtin call), print and repr(); the frames reached and the message match.
import sys
sys.setrecursionlimit(100)
n = 0
def run(label, fn):
    global n
    n = 0
    try:
        fn()
    except RecursionError as e:
        print(label, n, e)
class A:
    def __repr__(self):
        global n; n += 1
        return f"A({self})"
class B:
    def __repr__(self):
        global n; n += 1
        return repr(self)
class D:
    def __str__(self):
        global n; n += 1
        return f"D {self!r}"
    def __repr__(self):
        global n; n += 1
        return f"D({self})"
class G:
    def __repr__(self):
        global n; n += 1
        return f"{self!s}"
run("A print", lambda: print(A()))
run("A repr", lambda: repr(A()))
run("A fstr", lambda: f"{A()}")
run("A list", lambda: print([A()]))
run("B print", lambda: print(B()))
run("D print", lambda: print(D()))
run("G print", lambda: print(G()))
class Car:
    def __repr__(self):
        return f"Car({self})"
print([Car()])
# expect: A print 32 maximum recursion depth exceeded while getting the str of an object
# expect: A repr 32 maximum recursion depth exceeded while getting the str of an object
# expect: A fstr 32 maximum recursion depth exceeded while getting the str of an object
# expect: A list 32 maximum recursion depth exceeded while calling a Python object
# expect: B print 32 maximum recursion depth exceeded while getting the repr of an object
# expect: D print 38 maximum recursion depth exceeded
# expect: G print 48 maximum recursion depth exceeded while getting the str of an object
# expect stderr:     return f"Car({self})"
# expect stderr:            ^^^^^^^^^^^^^^
# expect stderr:   [Previous line repeated 29 more times]
# expect runtime error: RecursionError: maximum recursion depth exceeded
