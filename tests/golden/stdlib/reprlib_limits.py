# reprlib: repr with its size limits, a Repr with changed limits, a subclass's repr_ method, recursive_repr.
import reprlib

print(reprlib.repr(list(range(100))), reprlib.repr(tuple(range(3))), reprlib.repr((1,)))
print(reprlib.repr("x" * 100), reprlib.repr("short"), reprlib.repr(2 ** 200))
print(reprlib.repr({i: str(i) for i in range(10)}), reprlib.repr(set(range(20))), reprlib.repr(frozenset({3, 1, 2})))
print(reprlib.repr([[[[[[[[1]]]]]]]]), reprlib.repr(set()), reprlib.repr({}), reprlib.repr(frozenset()))
print(reprlib.repr([1, "a", None, 2.5, {"k": [1, 2, 3]}]), reprlib.repr({1, "a"} - {"a"}))
r = reprlib.Repr()
r.maxlist = 2
r.maxstring = 10
r.maxlevel = 2
print(r.repr(list(range(10))), r.repr("abcdefghijklmnop"), r.repr([[1, [2, [3]]]]), r.maxdict, r.fillvalue)
r.fillvalue = "+++"
print(r.repr(list(range(10))), r.repr("abcdefghijklmnop"))

class Obj:
    def __repr__(self):
        return "Obj(" + "z" * 50 + ")"

class Broken:
    def __repr__(self):
        raise RuntimeError("no")

print(reprlib.repr(Obj()), reprlib.repr(Broken()).startswith("<Broken instance at 0x"))

class MyRepr(reprlib.Repr):
    def repr_int(self, x, level):
        return "int:" + str(x)

print(MyRepr().repr([1, 2, (3, 4)]))

class Node:
    def __init__(self, v):
        self.v = v
        self.children = []

    @reprlib.recursive_repr()
    def __repr__(self):
        return "Node(%r, %r)" % (self.v, self.children)

n = Node(1)
n.children.append(n)
n.children.append(Node(2))
print(n)

class Loop(list):
    @reprlib.recursive_repr("<loop>")
    def __repr__(self):
        return "Loop" + list.__repr__(self)

l = Loop([1])
l.append(l)
print(repr(l))
print(r.repr("abc"), r.repr(None), r.repr(3.14159))

# expect: [0, 1, 2, 3, 4, 5, ...] (0, 1, 2) (1,)
# expect: 'xxxxxxxxxxxx...xxxxxxxxxxxxx' 'short' 160693804425899027...2993782792835301376
# expect: {0: '0', 1: '1', 2: '2', 3: '3', ...} {0, 1, 2, 3, 4, 5, ...} frozenset({1, 2, 3})
# expect: [[[[[[[...]]]]]]] set() {} frozenset()
# expect: [1, 'a', None, 2.5, {'k': [1, 2, 3]}] {1}
# expect: [0, 1, ...] 'ab...nop' [[1, [...]]] 4 ...
# expect: [0, 1, +++] 'ab+++nop'
# expect: Obj(zzzzzzzzz...zzzzzzzzzzzzz) True
# expect: [int:1, int:2, (int:3, int:4)]
# expect: Node(1, [..., Node(2, [])])
# expect: Loop[1, <loop>]
# expect: 'abc' None 3.14159
