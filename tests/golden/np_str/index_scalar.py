import numpy as np
a = np.array(['a', 'bb'])
print(a[1], repr(a[1]), a[-1] == 'bb')
print(a[1] + '!')
# expect: bb 'bb' True
# expect: bb!
