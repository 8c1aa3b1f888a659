# argmax's out= must be an array.
import numpy as np

print(np.ones(3).argmax(out=5))

# expect runtime error: TypeError: output must be an array
