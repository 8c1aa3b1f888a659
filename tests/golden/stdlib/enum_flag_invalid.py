# Flag(value) keeps only the bits its members have (3.11); a non-int is a ValueError.
from enum import Flag
class Perm(Flag):
    R = 4
    W = 2
print(repr(Perm(8)), Perm(8), repr(Perm(14)), repr(~Perm(8)))
Perm("x")
# expect: <Perm: 0> Perm(0) <Perm.R|W: 6> <Perm.R|W: 6>
# expect runtime error: ValueError: 'x' is not a valid Perm
