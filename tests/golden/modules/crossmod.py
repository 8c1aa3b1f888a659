# golden-module: its functions, generators, operators and closures run from the program's code
BASE = 10
def key(x): return -x + BASE * 0
def gen(n):
    for i in range(n):
        yield i * BASE
class V:
    def __init__(self, v): self.v = v
    def __add__(self, o): return V(self.v + o.v + BASE)
    def __repr__(self): return f"V({self.v}, {BASE})"
    def __lt__(self, o): return self.v < o.v
def call_back(cb):
    try:
        cb()
    except KeyError as e:
        return ("caught in edge", BASE, str(e))
def deco(f):
    def wrapper(*a):
        return (BASE, f(*a))
    return wrapper
def make_adder():
    def add(x): return x + BASE
    return add
def lazy():
    return [BASE * i for i in range(3)], {i: BASE for i in range(2)}, (lambda: BASE)()
