# NumPy's functions are Python functions (or C ones behind a Python dispatcher): a wrong call
# gets a Python function's message; np.zeros and np.asarray are C with NumPy's own parser, and
# np.frombuffer and np.promote_types CPython's.
import numpy as np

a = np.arange(6.0)


def show(f):
    try:
        f()
    except TypeError as e:
        print(e)


show(lambda: np.clip(a))
show(lambda: np.clip(a, 1, 2, 3, 4))
show(lambda: np.clip(a, 1, a_min=2))
show(lambda: np.sum())
show(lambda: np.sum(a, x=1))
show(lambda: np.mean(a, 0, None, None, False, 1, 2))
show(lambda: np.std(a, 0, None, None, 0, False, 1, 2))  # where= is keyword-only
show(lambda: np.reshape(a))
show(lambda: np.concatenate())
show(lambda: np.where())
show(lambda: np.linspace(0))
show(lambda: np.full(3))
show(lambda: np.dot(a))
show(lambda: np.linalg.norm())
show(lambda: np.fft.fft())
show(lambda: np.polyfit(1, 2))
show(lambda: np.cumsum())
show(lambda: np.empty_like())
show(lambda: np.zeros())
show(lambda: np.zeros(3, float, 'C', 4, 5))
show(lambda: np.zeros(3, shape=4))
show(lambda: np.asarray())
show(lambda: np.asarray(1, 2, 3, 4, 5))
show(lambda: np.arange(1, 2, 3, 4, 5, 6))
show(lambda: np.frombuffer())
show(lambda: np.promote_types(1))
print(np.clip(a, 1, 4))

# expect: clip() missing 2 required positional arguments: 'a_min' and 'a_max'
# expect: clip() takes from 3 to 4 positional arguments but 5 were given
# expect: clip() got multiple values for argument 'a_min'
# expect: sum() missing 1 required positional argument: 'a'
# expect: sum() got an unexpected keyword argument 'x'
# expect: mean() takes from 1 to 5 positional arguments but 7 were given
# expect: std() takes from 1 to 6 positional arguments but 8 were given
# expect: reshape() missing 1 required positional argument: 'newshape'
# expect: concatenate() missing 1 required positional argument: 'arrays'
# expect: where() missing 1 required positional argument: 'condition'
# expect: linspace() missing 1 required positional argument: 'stop'
# expect: full() missing 1 required positional argument: 'fill_value'
# expect: dot() missing 1 required positional argument: 'b'
# expect: norm() missing 1 required positional argument: 'x'
# expect: fft() missing 1 required positional argument: 'a'
# expect: polyfit() missing 1 required positional argument: 'deg'
# expect: cumsum() missing 1 required positional argument: 'a'
# expect: empty_like() missing 1 required positional argument: 'prototype'
# expect: zeros() missing required argument 'shape' (pos 0)
# expect: zeros() takes from 1 to 3 positional arguments but 5 were given
# expect: argument for zeros() given by name ('shape') and position (position 0)
# expect: asarray() missing required argument 'a' (pos 0)
# expect: asarray() takes from 1 to 3 positional arguments but 5 were given
# expect: arange() takes from 0 to 4 positional arguments but 6 were given
# expect: frombuffer() missing required argument 'buffer' (pos 1)
# expect: promote_types() takes exactly 2 arguments (1 given)
# expect: [1. 1. 2. 3. 4. 4.]
