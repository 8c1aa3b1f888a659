# enum.Flag and IntFlag: |, &, ^, ~, `in`, iteration over the one-bit members in definition
# order, combinations named R|W, value lookup, auto() powers of two, IntFlag printing as int.
from enum import Flag, IntFlag, auto
class Perm(Flag):
    X = 1
    R = 4
    W = 2
rw = Perm.R | Perm.W
print(rw, repr(rw), rw.name, rw.value, Perm.R in rw, Perm.X in rw, bool(Perm.R & Perm.X), list(Perm), list(rw), len(rw))
print(Perm(0), repr(Perm(0)), bool(Perm(0)), ~Perm.R, Perm.R ^ Perm.R, Perm(7), Perm(6) is rw, Perm.R | Perm.R)
class Color(IntFlag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
c = Color.RED | Color.BLUE
print(c, repr(c), int(c), c + 1, c & 1, Color.RED | 8, Color(3), repr(Color(0)), Color.GREEN in c, [m.value for m in Color])
print(isinstance(c, int), c == 5, hash(c) == hash(5), ~Color.RED, repr(~Color.RED), format(c), f"{Color.RED}")
class Auto(Flag):
    A = 1
    B = 2
    C = 4
    AB = A | B
print([m.name for m in Auto], Auto.AB, repr(Auto.A | Auto.B), Auto(3), list(Auto.AB))
# expect: Perm.R|W <Perm.R|W: 6> R|W 6 True False False [<Perm.X: 1>, <Perm.R: 4>, <Perm.W: 2>] [<Perm.R: 4>, <Perm.W: 2>] 2
# expect: Perm(0) <Perm: 0> False Perm.X|W Perm(0) Perm.X|R|W True Perm.R
# expect: 5 <Color.RED|BLUE: 5> 5 6 1 9 3 <Color: 0> False [1, 2, 4]
# expect: True True True 6 <Color.GREEN|BLUE: 6> 5 1
# expect: ['A', 'B', 'C'] Auto.AB <Auto.AB: 3> Auto.AB [<Auto.A: 1>, <Auto.B: 2>]
