# The truth value of a multi-element array is ambiguous.
import numpy as np

print(bool(np.array([3])), bool(np.array([0.0])), bool(np.array([])))
if np.array([1, 2]):
    print("unreachable")

# expect: True False False
# expect runtime error: ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
