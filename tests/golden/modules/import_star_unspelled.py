# A star import binds names the program never spells: globals() and dir() have them
from starplain import *

g = globals()
print(g["plain_unspelled"], "plain_unspelled" in dir(), "_plain_hidden" in g)
# expect: 26 True False
