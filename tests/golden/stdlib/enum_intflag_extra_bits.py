# An IntFlag value with bits no member has is named after its members, then the rest (A|8).
from enum import IntFlag
class Mode(IntFlag):
    A = 1
    B = 2
for v in [Mode.A | 8, Mode(12), Mode(3 | 16), Mode(0), Mode(8)]:
    print(repr(v), str(v), v.name, int(v), list(v), f"{v}")
print(Mode.A | 8 == 9, (Mode.A | 8) & Mode.A, ~Mode.A, repr(~Mode.A))
# expect: <Mode.A|8: 9> 9 A|8 9 [<Mode.A: 1>] 9
# expect: <Mode: 12> 12 None 12 [] 12
# expect: <Mode.A|B|16: 19> 19 A|B|16 19 [<Mode.A: 1>, <Mode.B: 2>] 19
# expect: <Mode: 0> 0 None 0 [] 0
# expect: <Mode: 8> 8 None 8 [] 8
# expect: True 1 2 <Mode.B: 2>
