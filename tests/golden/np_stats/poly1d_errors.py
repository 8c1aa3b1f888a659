# poly1d's errors: 2-d coefficients, powers other than non-negative integers, negative
# powers in p[k] = v, hashing.
import numpy as np

p = np.poly1d([1, 2, 3])
for f in [lambda: np.poly1d([[1, 2]]), lambda: p ** -1, lambda: p ** 1.5,
          lambda: p.__setitem__(-1, 2), lambda: hash(p), lambda: 2 ** p]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
p ** [2]

# expect: ValueError Polynomial must be 1d only.
# expect: ValueError Power to non-negative integers only.
# expect: ValueError Power to non-negative integers only.
# expect: ValueError Does not support negative powers.
# expect: TypeError unhashable type: 'poly1d'
# expect: TypeError unsupported operand type(s) for ** or pow(): 'int' and 'poly1d'
# expect runtime error: ValueError: Power to non-negative integers only.
