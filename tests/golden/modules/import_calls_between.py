# A module's code called back and forth with the program's (sorted's key, generators, operator
# methods, handlers, decorators, closures, threads) reads the module's globals, not the program's
import crossmod
BASE = -5
print(sorted([3, 1, 2], key=crossmod.key))
print(list(crossmod.gen(3)), sum(crossmod.gen(4)))
for v in crossmod.gen(2):
    print(v, BASE)
print(crossmod.V(1) + crossmod.V(2), sorted([crossmod.V(3), crossmod.V(1)]), max(crossmod.V(3), crossmod.V(5)))
def bad():
    raise KeyError(BASE)
print(crossmod.call_back(bad), BASE)
@crossmod.deco
def mine(x): return x + BASE
print(mine(1))
print(crossmod.make_adder()(1), crossmod.lazy())
import threading
out = []
t = threading.Thread(target=lambda: out.append(crossmod.key(5)))
t.start()
t.join()
print(out)
print(list(map(crossmod.key, [1, 2])), [crossmod.V(i) for i in range(2)])
# expect: [3, 2, 1]
# expect: [0, 10, 20] 60
# expect: 0 -5
# expect: 10 -5
# expect: V(13, 10) [V(1, 10), V(3, 10)] V(5, 10)
# expect: ('caught in edge', 10, '-5') -5
# expect: (10, -4)
# expect: 11 ([0, 10, 20], {0: 10, 1: 10}, 10)
# expect: [-5]
# expect: [-1, -2] [V(0, 10), V(1, 10)]
