import numpy as np
bool(np.zeros(2, np.dtype([('x', 'f8')])))
# expect runtime error: ValueError: The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()
