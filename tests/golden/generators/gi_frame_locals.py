# A suspended generator's gi_frame.f_locals (and inspect.getgeneratorlocals) hold its variables;
# a finished one has no frame and getgeneratorlocals gives {}.
import inspect
def gen(n):
    total = 0
    for i in range(n):
        total += i
        yield total
g = gen(3)
print(inspect.getgeneratorlocals(g), g.gi_frame.f_locals)
next(g); next(g)
print(inspect.getgeneratorstate(g), inspect.getgeneratorlocals(g), sorted(g.gi_frame.f_locals))
list(g)
print(inspect.getgeneratorstate(g), inspect.getgeneratorlocals(g), g.gi_frame)
def echo():
    received = []
    while len(received) < 2:
        received.append((yield len(received)))
    return received
e = echo(); next(e)
e.send(chr(97 + len(e.gi_frame.f_locals["received"])))
print(e.gi_frame.f_locals)
try:
    inspect.getgeneratorlocals([1])
except TypeError as err:
    print(err)
# expect: {'n': 3} {'n': 3}
# expect: GEN_SUSPENDED {'n': 3, 'total': 1, 'i': 1} ['i', 'n', 'total']
# expect: GEN_CLOSED {} None
# expect: {'received': ['a']}
# expect: [1] is not a Python generator
