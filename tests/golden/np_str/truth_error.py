import numpy as np
bool(np.array(['a', 'b']))
# expect runtime error: ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
