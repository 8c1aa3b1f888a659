# A formatter that is not a dict is accepted by set_printoptions and fails when an array prints.
import numpy as np
def f(x):
    return "x"
print(np.array([1.0]))
np.set_printoptions(formatter=f)
print("set")
print(np.array([1.0]))

# expect: [1.]
# expect: set
# expect runtime error: AttributeError: 'function' object has no attribute 'keys'
