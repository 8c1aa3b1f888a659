# Two instances that refer to each other are unreachable garbage once the names go.
import gc


class Pair:
    pass


gc.collect()
a, b = Pair(), Pair()
a.other = b
b.other = a
del a, b
print(gc.collect())
# expect: 2
