# A program that replaces warnings.showwarning gets every warning through it (message instance,
# category, filename, lineno, None, None), NumPy's too, until it puts the original back.
import warnings
def show(message, category, filename, lineno, file=None, line=None):
    print("custom:", type(message).__name__, message, category.__name__, filename.split("/")[-1], lineno, file, line)
warnings.showwarning = show
warnings.warn("hello")
warnings.warn("bye", DeprecationWarning)
warnings.warn("again", UserWarning, stacklevel=1)
import numpy as np
np.log(np.array([0.0]))
warnings.showwarning = warnings._showwarning_orig
warnings.warn("back")

# expect: custom: UserWarning hello UserWarning warnings_showwarning_replaced.py 7 None None
# expect: custom: DeprecationWarning bye DeprecationWarning warnings_showwarning_replaced.py 8 None None
# expect: custom: UserWarning again UserWarning warnings_showwarning_replaced.py 9 None None
# expect: custom: RuntimeWarning divide by zero encountered in log RuntimeWarning warnings_showwarning_replaced.py 11 None None
# expect stderr: warnings_showwarning_replaced.py:13: UserWarning: back
# expect stderr:   warnings.warn("back")
