# NumPy's default 'warn' goes through the warnings module: file:line: RuntimeWarning: text
import numpy as np
a = np.array([1.0, 0.0])
for i in range(3):
    print(a / 0)
# expect: [inf nan]
# expect: [inf nan]
# expect: [inf nan]
# expect stderr: divide_warning_text.py:5: RuntimeWarning: divide by zero encountered in divide
# expect stderr: divide_warning_text.py:5: RuntimeWarning: invalid value encountered in divide
