# `from m import *`: m.__all__ when it has one, else its names not starting with '_'
from starmod import *
from starplain import *

print(public_a, _listed, plain_x, plain_y)
for name in ["public_b", "_plain_hidden"]:
    print(name, name in globals())
# expect: a listed 1 2
# expect: public_b False
# expect: _plain_hidden False
