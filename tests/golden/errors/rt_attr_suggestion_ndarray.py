# A misspelt ndarray attribute: the suggestion comes from dir() of the array.
import numpy as np
a = np.zeros(3)
print(a.shape)
print(a.shap)

# expect: (3,)
# expect runtime error: AttributeError: 'numpy.ndarray' object has no attribute 'shap'. Did you mean: 'shape'?
