import numpy as np
a = np.array([1.5, 2.5, 3.5])
print(a == None)
print(a != None)
print(a == "x")
# expect: [False False False]
# expect: [ True  True  True]
# expect: False
