# An enum body may not bind a member name twice nor replace a method by a member ('A' already
# defined as 1); _value2member_map_ maps each hashable value to its member.
from enum import Enum, IntEnum, auto
class C(Enum):
    A = 1
    B = [2]
    AA = 1
    D = 3
print(C._value2member_map_, C(1), C([2]))
class P(Enum):
    X = 1
    @property
    def double(self): return self.value * 2
    @double.setter
    def double(self, v): pass
    def m(self): return 1
    def m(self): return 2
print(P.X.double, P.X.m())
for body in ["A = 1\n    A = 2", "A = auto()\n    A = 5", "def f(self): pass\n    f = 3", "A = 1\n    def A(self): pass", "__y = 1\n    __y = 2"]:
    src = f"class E(Enum):\n    {body}\nprint('ok', list(E))"
    try:
        exec(src, {"Enum": Enum, "auto": auto})
    except TypeError as e:
        print("TypeError:", str(e).split(" at 0x")[0])
class I(IntEnum):
    ONE = 1
    TWO = 2
print(I._value2member_map_)
# expect: {1: <C.A: 1>, 3: <C.D: 3>} C.A C.B
# expect: 2 2
# expect: TypeError: 'A' already defined as 1
# expect: TypeError: 'A' already defined as 1
# expect: TypeError: 'f' already defined as <function E.f
# expect: TypeError: 'A' already defined as 1
# expect: ok []
# expect: {1: <I.ONE: 1>, 2: <I.TWO: 2>}
